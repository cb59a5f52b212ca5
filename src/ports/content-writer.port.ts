import type { Faq } from '../domain/content/content';
import type { PageRecord, PostRecord } from '../domain/content/content-records';
import type { New } from './catalogue-writer.port';

/** An FAQ as it is added: about one property (its id) or general. */
export interface NewFaq extends Pick<Faq, 'category' | 'question' | 'answer'> {
  readonly propertyId: string | null;
}

/** An offer as it is added: limited to a city or a property (ids), or site-wide. */
export interface NewOffer {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly terms: string;
  readonly code: string;
  /** ISO timestamps: current from startsAt (inclusive) to endsAt (exclusive). */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly cityId: string | null;
  readonly propertyId: string | null;
}

/** Adds editorial content; ids are the writer's to give. */
export interface ContentWriter {
  hasPost(slug: string): Promise<boolean>;
  hasPage(slug: string): Promise<boolean>;
  hasOffer(slug: string): Promise<boolean>;
  addPost(post: New<PostRecord>): Promise<string>;
  /** The page's time is the writer's (now). */
  addPage(page: Omit<New<PageRecord>, 'updatedAt'>): Promise<string>;
  /** Added after the FAQs there are. */
  addFaq(faq: NewFaq): Promise<string>;
  addOffer(offer: NewOffer): Promise<string>;
}
