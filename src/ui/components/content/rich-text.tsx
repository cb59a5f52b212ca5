/**
 * Text as the content is kept: paragraphs separated by blank lines, a paragraph starting with
 * '## ' is a sub-heading and one whose lines all start with '- ' is a list. React escapes it all.
 */
export function RichText({ body, headingLevel = 2 }: { body: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const blocks = body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        const key = `${i}:${block.slice(0, 24)}`;
        if (block.startsWith('## ')) return <Heading key={key}>{block.slice(3)}</Heading>;
        const lines = block.split('\n');
        if (lines.every((l) => l.startsWith('- ')))
          return (
            <ul key={key}>
              {lines.map((l) => (
                <li key={l}>{l.slice(2)}</li>
              ))}
            </ul>
          );
        return <p key={key}>{block}</p>;
      })}
    </>
  );
}
