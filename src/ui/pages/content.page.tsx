import type { SiteSettings } from '../../domain/catalogue/catalogue';
import type { ContentPage } from '../../domain/content/content';
import { pageLayout } from '../../domain/content/page-layout';
import { Breadcrumbs } from '../components/breadcrumbs';
import { AsidePanel, PageBlocks } from '../components/content/page-blocks';
import { Picture } from '../components/picture';
import { useCatalogue } from '../hooks/use-catalogue';
import { useContent } from '../hooks/use-content';
import { useBrandedTitle } from '../hooks/use-document-title';
import { ResourceView } from './resource-view';

/**
 * An operator's page: its title beside its own picture, then its blocks, with its side panels
 * (contact, next steps, related pages) in a column beside them from laptops up.
 */
function ContentPageBody({ page, settings }: { page: ContentPage; settings: SiteSettings | null }) {
  const { hero, main, asides } = pageLayout(page.blocks);
  return (
    <div className={`content-page${hero ? ' content-page-with-hero' : ''}`}>
      <div className="content-head">
        <div className="container content-head-grid">
          <div className="content-head-text">
            <Breadcrumbs
              trail={[
                ['Home', '/'],
                [page.title, null],
              ]}
            />
            <h1>{page.title}</h1>
            <p className="lead">{page.description}</p>
          </div>
          {hero && (
            <Picture
              media={hero}
              sizes="(min-width: 1240px) 560px, (min-width: 900px) 45vw, 100vw"
              className="content-head-picture"
              priority
            />
          )}
        </div>
      </div>
      <div className={`container content-layout${asides.length > 0 ? ' content-layout-aside' : ''}`}>
        <div className="content-main">
          <PageBlocks blocks={main} settings={settings} />
        </div>
        {asides.length > 0 && (
          <div className="content-aside">
            {asides.map((panel) => (
              <AsidePanel key={panel.heading} panel={panel} settings={settings} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** A page the operator edits: an ordered list of content blocks. */
export function ContentPageView({ slug }: { slug: string }) {
  const page = useContent((s) => s.page$(slug));
  const settings = useCatalogue((s) => s.settings$());
  const site = settings.status === 'ready' ? settings.value : null;
  useBrandedTitle(page.status === 'ready' ? page.value.title : null);
  return <ResourceView resource={page}>{(p) => <ContentPageBody page={p} settings={site} />}</ResourceView>;
}
