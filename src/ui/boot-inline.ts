/**
 * The page's inline loader (ADR 065): the build bundles this file, minified, into a
 * `<script type="module">` at the end of the page template, with the boot script and its static
 * imports as __BOOT_FILES__; the server allows that one text by its hash.
 */
import { WindowPageReload } from '../adapters/window/page-reload.adapter';
import { loadAppOrReload } from './boot-loader';

declare const __BOOT_FILES__: readonly string[];

void loadAppOrReload(
  document,
  __BOOT_FILES__,
  (entry) => import(entry),
  new WindowPageReload(window),
  () => Date.now(),
);
