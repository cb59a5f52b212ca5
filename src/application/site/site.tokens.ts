import { type Token, token } from '../../ports/token';
import type { DescribePage } from './describe-page.use-case';

/** The site's application services, by token. */
export const DESCRIBE_PAGE: Token<DescribePage> = token<DescribePage>('application.DescribePage');
