/** The page head's first script (ADR 088): the build bundles it, minified, as a classic inline script. */
import { capturePresses } from './press-capture';

capturePresses(window);
