import { Breadcrumbs } from '../components/breadcrumbs';
import { PageBlocks } from '../components/content/page-blocks';
import { ResourceView } from '../components/resource-view';
import { useCatalogue } from '../hooks/use-catalogue';
import { useContent } from '../hooks/use-content';
import { useBrandedTitle } from '../hooks/use-document-title';

/** A page the operator edits: an ordered list of content blocks. */
export function ContentPageView({ slug }: { slug: string }) {
  const page = useContent((s) => s.page$(slug));
  const settings = useCatalogue((s) => s.settings$());
  const site = settings.status === 'ready' ? settings.value : null;
  useBrandedTitle(page.status === 'ready' ? page.value.title : null);
  return (
    <ResourceView resource={page}>
      {(p) => (
        <div className="container section content-page">
          <Breadcrumbs
            trail={[
              ['Home', '/'],
              [p.title, null],
            ]}
          />
          <header className="page-head">
            <h1>{p.title}</h1>
            <p className="lead">{p.description}</p>
          </header>
          <PageBlocks blocks={p.blocks} settings={site} />
        </div>
      )}
    </ResourceView>
  );
}
