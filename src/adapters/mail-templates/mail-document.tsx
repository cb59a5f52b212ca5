import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import type { MailBlock, MailContent, MailLink } from '../../domain/mail/mail';

/**
 * The one layout of every e-mail the site sends (ADR 027): the brand's name on its green band, the
 * heading, the body's blocks in one column at most 600 px wide, and a footer with the site's
 * address and the message's links; banner, main and footer are landmarks for screen readers. Colours are the site's (src/ui/styles/base.css), every pair of
 * text and background at 4.5:1 or more; the text is real text, never a picture; styles are inline,
 * as mail clients keep only those.
 */

const colour = {
  brand: '#1f3a34',
  onBrand: '#fbfaf7',
  ink: '#14211e',
  inkSoft: '#44524e',
  muted: '#5a6863',
  page: '#f1efe8',
  surface: '#ffffff',
  tint: '#f7f5f0',
  line: '#e2ded3',
  accent: '#f3b562',
} as const;

const font = '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const displayFont = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif';

const style = {
  body: { backgroundColor: colour.page, margin: 0, padding: '24px 0', fontFamily: font, color: colour.ink },
  container: { maxWidth: '600px', width: '100%', margin: '0 auto', backgroundColor: colour.surface },
  band: { backgroundColor: colour.brand, padding: '20px 28px', borderBottom: `4px solid ${colour.accent}` },
  brand: { margin: 0, color: colour.onBrand, fontFamily: displayFont, fontSize: '22px', lineHeight: '28px' },
  main: { padding: '28px 28px 12px' },
  h1: { margin: '0 0 20px', color: colour.ink, fontFamily: displayFont, fontSize: '28px', lineHeight: '34px' },
  h2: { margin: '28px 0 8px', color: colour.ink, fontSize: '18px', lineHeight: '24px' },
  paragraph: { margin: '0 0 16px', color: colour.ink, fontSize: '16px', lineHeight: '24px' },
  note: { margin: '0 0 16px', color: colour.muted, fontSize: '14px', lineHeight: '20px' },
  facts: {
    margin: '4px 0 20px',
    padding: '8px 20px',
    backgroundColor: colour.tint,
    borderLeft: `4px solid ${colour.brand}`,
  },
  factLabel: {
    margin: '10px 0 0',
    color: colour.muted,
    fontSize: '13px',
    lineHeight: '18px',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  },
  factValue: { margin: '0 0 10px', color: colour.ink, fontSize: '16px', lineHeight: '24px', wordBreak: 'break-word' },
  action: { margin: '8px 0 20px' },
  button: {
    backgroundColor: colour.brand,
    borderRadius: '8px',
    color: colour.onBrand,
    fontSize: '17px',
    fontWeight: 700,
    lineHeight: '24px',
    padding: '14px 28px',
    textDecoration: 'none',
    textAlign: 'center',
    minWidth: '200px',
  },
  actionNote: { margin: '12px 0 0', color: colour.muted, fontSize: '14px', lineHeight: '20px' },
  rule: { borderColor: colour.line, margin: 0 },
  footer: { padding: '20px 28px 28px', backgroundColor: colour.surface },
  footerText: { margin: '0 0 4px', color: colour.inkSoft, fontSize: '14px', lineHeight: '22px' },
  footerLink: {
    color: colour.brand,
    fontSize: '14px',
    lineHeight: '22px',
    textDecoration: 'underline',
    display: 'inline-block',
    padding: '11px 16px 11px 0',
  },
} satisfies Record<string, CSSProperties>;

/** Only addresses a mail client can follow from anywhere; anything else shows as its label, unlinked. */
export function isAbsoluteLink(href: string): boolean {
  return /^(https?:\/\/[^/\s]+|mailto:[^\s]+@|tel:\+?\d)/i.test(href);
}

/** A value's line breaks, kept as breaks. */
function lines(text: string): ReactNode {
  const parts = text.split(/\r\n|\r|\n/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their order.
    <span key={index}>
      {index > 0 ? <br /> : null}
      {part}
    </span>
  ));
}

function Block({ block }: { readonly block: MailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={style.paragraph}>{lines(block.text)}</Text>;
    case 'heading':
      return (
        <Heading as="h2" style={style.h2}>
          {block.text}
        </Heading>
      );
    case 'note':
      return <Text style={style.note}>{lines(block.text)}</Text>;
    case 'facts':
      return (
        <Section style={style.facts}>
          {block.facts.map((fact) => (
            <div key={fact.label}>
              <Text style={style.factLabel}>{fact.label}</Text>
              <Text style={style.factValue}>{lines(fact.value)}</Text>
            </div>
          ))}
        </Section>
      );
    case 'action':
      return (
        <Section style={style.action}>
          {isAbsoluteLink(block.link.href) ? (
            <Button href={block.link.href} style={style.button}>
              {block.link.label}
            </Button>
          ) : (
            <Text style={style.paragraph}>{block.link.label}</Text>
          )}
          {block.note ? <Text style={style.actionNote}>{block.note}</Text> : null}
        </Section>
      );
  }
}

function FooterLink({ link }: { readonly link: MailLink }) {
  return isAbsoluteLink(link.href) ? (
    <Link href={link.href} style={style.footerLink}>
      {link.label}
    </Link>
  ) : (
    <span style={style.footerText}>{link.label}</span>
  );
}

export function MailDocument({ content }: { readonly content: MailContent }) {
  const { brand } = content;
  const site: MailLink = { label: brand.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''), href: brand.siteUrl };
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <title>{content.heading}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preheader}</Preview>
      <Body style={style.body}>
        <Container style={style.container}>
          {/* biome-ignore lint/a11y/useSemanticElements: mail clients keep a role on a div more often than HTML5 elements. */}
          <div role="banner">
            <Section style={style.band}>
              <Text style={style.brand}>{brand.name}</Text>
            </Section>
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: mail clients keep a role on a div more often than HTML5 elements. */}
          <div role="main">
            <Section style={style.main}>
              <Heading as="h1" style={style.h1}>
                {content.heading}
              </Heading>
              {content.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed in order and never move.
                <Block key={index} block={block} />
              ))}
            </Section>
          </div>
          <Hr style={style.rule} />
          {/* biome-ignore lint/a11y/useSemanticElements: mail clients keep a role on a div more often than HTML5 elements. */}
          <div role="contentinfo">
            <Section style={style.footer}>
              <Text style={style.footerText}>{brand.name}</Text>
              <div>
                {[site, ...(content.footerLinks ?? [])].map((link) => (
                  <FooterLink key={`${link.href} ${link.label}`} link={link} />
                ))}
              </div>
            </Section>
          </div>
        </Container>
      </Body>
    </Html>
  );
}
