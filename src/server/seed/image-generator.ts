/**
 * Procedural picture generator for the demo seed.
 *
 * Every picture is a flat, geometric vector illustration built as an SVG string from an
 * `ImageSpec`. A seeded PRNG (xmur3 hash -> mulberry32) drives all the choices, so the same
 * spec always gives byte-identical SVG, and different seeds give visibly different pictures.
 * Keywords in the alt text steer the choices (a 'room' described as a shower room is drawn as
 * one, a skyline 'on a clear morning' is drawn by day). `renderImage` rasterises the SVG once
 * with sharp (librsvg) at the large size and derives the smaller WebP renditions from that.
 *
 * No text, no fonts, no filters and almost no radial gradients (both are slow in librsvg):
 * depth comes from linear gradients, flat offset shadows and translucent shapes.
 */
import sharp from 'sharp';
import type { ImageSpec } from './seed-types';

export const IMAGE_FORMATS = {
  thumbnail: { width: 240, height: 160 },
  small: { width: 480, height: 320 },
  medium: { width: 960, height: 640 },
  large: { width: 1600, height: 1067 },
} as const;

export type ImageFormatName = keyof typeof IMAGE_FORMATS;

export interface RenderedFormat {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly contentType: 'image/webp';
}

/** Drawing space: the same as the large format, so the SVG renders 1:1. */
const W: number = IMAGE_FORMATS.large.width;
const H: number = IMAGE_FORMATS.large.height;
const WEBP_QUALITY = 78;
/** libwebp effort: 2 for the three smaller formats; 1 for the large one, whose encode dominates the cost. */
const WEBP_EFFORT = 2;
const WEBP_EFFORT_LARGE = 1;

// ---------------------------------------------------------------------------------------------
// Numbers and randomness
// ---------------------------------------------------------------------------------------------

/** One decimal place keeps the SVG small and the output stable. */
const n = (v: number): string => String(Math.round(v * 10) / 10);
const o2 = (v: number): string => String(Math.round(v * 100) / 100);
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** xmur3 string hash, finalised to a 32-bit seed. */
function hashString(input: string): number {
  let h = 1779033703 ^ input.length;
  for (let i = 0; i < input.length; i += 1) {
    h = Math.imul(h ^ input.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32 PRNG with a few helpers. */
class Rng {
  private state: number;

  constructor(seed: string) {
    this.state = hashString(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return Math.min(max, Math.floor(this.range(min, max + 1)));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('image-generator: pick from an empty list');
    return item;
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [item, w] of items) {
      roll -= w;
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new Error('image-generator: weighted pick from an empty list');
    return last[0];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      const a = out[i];
      const b = out[j];
      if (a !== undefined && b !== undefined) {
        out[i] = b;
        out[j] = a;
      }
    }
    return out;
  }

  /** An independent stream, so one part of a picture can vary without shifting the rest. */
  fork(label: string): Rng {
    return new Rng(`${this.state}:${label}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------------------------

interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

function parseHex(value: string): Rgb | undefined {
  const body = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (body === undefined) return undefined;
  const full = body.length === 3 ? body.replace(/./g, (ch) => ch + ch) : body;
  const v = Number.parseInt(full, 16);
  return { r: (v >> 16) & 255, g: (v >> 8) & 255, b: v & 255 };
}

const toRgb = (hex: string): Rgb => parseHex(hex) ?? { r: 128, g: 128, b: 128 };

function toHex(c: Rgb): string {
  const h = (x: number): string =>
    Math.round(clamp(x, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${h(c.r)}${h(c.g)}${h(c.b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex({ r: lerp(x.r, y.r, t), g: lerp(x.g, y.g, t), b: lerp(x.b, y.b, t) });
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#141722', t);

/** Perceived lightness, 0..1. */
function luma(c: string): number {
  const { r, g, b } = toRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function toHsl(c: string): readonly [number, number, number] {
  const { r, g, b } = toRgb(c);
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 1);
  const lig = clamp(l, 0, 1);
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lig - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return toHex({ r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 });
}

/** Same hue and saturation as `c`, with a given lightness (saturation optionally scaled). */
function withLightness(c: string, l: number, satScale = 1): string {
  const [h, s] = toHsl(c);
  return fromHsl(h, s * satScale, l);
}

interface Palette {
  readonly main: string;
  readonly accent: string;
  readonly neutral: string;
  /** Very dark, palette-tinted: frames, silhouettes. */
  readonly ink: string;
  /** Near-white, palette-tinted. */
  readonly paper: string;
}

function paletteOf(spec: ImageSpec): Palette {
  const [m, a, l] = spec.palette;
  const main = toHex(parseHex(m) ?? toRgb('#1f3a5f'));
  const accent = toHex(parseHex(a) ?? toRgb('#f2a65a'));
  let neutral = toHex(parseHex(l) ?? toRgb('#e9ecef'));
  // The "light neutral" must be light for walls and paper; fix a dark one.
  if (luma(neutral) < 0.72) neutral = withLightness(neutral, 0.9, 0.5);
  return {
    main,
    accent,
    neutral,
    ink: mix(darken(main, 0.75), '#1b1e27', 0.5),
    paper: mix(neutral, '#ffffff', 0.6),
  };
}

const GREENS: readonly (readonly [string, string])[] = [
  ['#4f8a5b', '#3b6e48'],
  ['#6a9a4f', '#4d7a3a'],
  ['#3f7d64', '#2c5f4b'],
  ['#7aa35a', '#5b8444'],
  ['#5c9470', '#437457'],
];
const AUTUMN: readonly (readonly [string, string])[] = [
  ['#d98e3f', '#b86b2c'],
  ['#c8643b', '#a24b2c'],
  ['#d9b343', '#b48e2c'],
];
const WOODS: readonly string[] = ['#d8b58c', '#c49a6c', '#a97b55', '#b9a48c', '#8a6247', '#e2c9a6'];

// ---------------------------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------------------------

type Stop = readonly [offset: number, colour: string, opacity?: number];

interface Style {
  readonly opacity?: number;
  readonly rx?: number;
  readonly transform?: string;
  readonly stroke?: string;
  readonly sw?: number;
  readonly round?: boolean;
  readonly clip?: string;
}

function sty(s: Style | undefined, fill: string): string {
  if (s === undefined) return '';
  let out = '';
  if (s.opacity !== undefined) {
    if (fill !== 'none') out += ` fill-opacity="${o2(s.opacity)}"`;
    if (s.stroke !== undefined) out += ` stroke-opacity="${o2(s.opacity)}"`;
  }
  if (s.stroke !== undefined) out += ` stroke="${s.stroke}" stroke-width="${n(s.sw ?? 1)}"`;
  if (s.round === true) out += ' stroke-linecap="round" stroke-linejoin="round"';
  if (s.transform !== undefined) out += ` transform="${s.transform}"`;
  if (s.clip !== undefined) out += ` clip-path="${s.clip}"`;
  return out;
}

function rect(x: number, y: number, w: number, h: number, fill: string, s?: Style): string {
  const ww = Math.max(0, w);
  const hh = Math.max(0, h);
  const rx = s?.rx !== undefined && s.rx > 0 ? ` rx="${n(Math.min(s.rx, ww / 2, hh / 2))}"` : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(ww)}" height="${n(hh)}"${rx} fill="${fill}"${sty(s, fill)}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, s?: Style): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(0, r))}" fill="${fill}"${sty(s, fill)}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, s?: Style): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}" fill="${fill}"${sty(s, fill)}/>`;
}

function poly(pts: readonly number[], fill: string, s?: Style): string {
  return `<polygon points="${pts.map(n).join(' ')}" fill="${fill}"${sty(s, fill)}/>`;
}

function path(d: string, fill: string, s?: Style): string {
  return d === '' ? '' : `<path d="${d}" fill="${fill}"${sty(s, fill)}/>`;
}

function stroke(d: string, colour: string, width: number, s?: Style): string {
  return path(d, 'none', { round: true, ...s, stroke: colour, sw: width });
}

function group(inner: string, s?: Style): string {
  return `<g${sty(s, 'none')}>${inner}</g>`;
}

/**
 * A soft glow as concentric translucent discs (a stylised halo). Much cheaper to rasterise
 * than a radial gradient, which librsvg/pixman evaluate per pixel.
 */
function halo(cx: number, cy: number, r: number, colour: string, strength: number, rings: number): string {
  let out = '';
  const each = 1 - (1 - strength) ** (1 / rings);
  for (let k = rings; k >= 1; k -= 1) out += circle(cx, cy, r * (k / rings) ** 0.9, colour, { opacity: each });
  return out;
}

/** Rectangle as a clockwise sub-path, to merge many rectangles into one <path>. */
const rp = (x: number, y: number, w: number, h: number): string => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;
/** Circle as a clockwise sub-path (same winding as rp, so unions fill cleanly). */
const cp = (cx: number, cy: number, r: number): string =>
  `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 1 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 1 ${n(-2 * r)} 0z`;
const rot = (deg: number, x: number, y: number): string => `rotate(${n(deg)} ${n(x)} ${n(y)})`;
/** Round-topped arch: a rectangle whose top is a semicircle. */
const archPath = (x: number, y: number, w: number, h: number): string =>
  `M${n(x)} ${n(y + h)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)}V${n(y + h)}z`;

class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;

  add(...parts: string[]): void {
    for (const part of parts) if (part !== '') this.body.push(part);
  }

  private id(): string {
    this.ids += 1;
    return `d${this.ids}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([off, col, op]) =>
          `<stop offset="${o2(off)}" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${o2(op)}"`}/>`,
      )
      .join('');
  }

  /** Gradient in the shape's bounding box (0..1 coordinates); default top to bottom. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  pattern(w: number, h: number, content: string): string {
    const id = this.id();
    this.defs.push(
      `<pattern id="${id}" width="${n(w)}" height="${n(h)}" patternUnits="userSpaceOnUse">${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  clip(inner: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  /** The document; `top`/`height` select a horizontal band of the picture (default: all of it). */
  render(top = 0, height = H): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 ${top} ${W} ${height}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Sky, weather, light
// ---------------------------------------------------------------------------------------------

type Tod = 'day' | 'golden' | 'dusk' | 'night';

interface SkyPreset {
  readonly top: string;
  readonly mid: string;
  readonly bottom: string;
  readonly sun: string;
  readonly cloud: string;
  readonly tint: string;
  readonly tintAmount: number;
  readonly litChance: number;
}

const SKIES: Record<Tod, SkyPreset> = {
  day: {
    top: '#5d9ad6',
    mid: '#9cc6ea',
    bottom: '#e4f1f8',
    sun: '#fff7dc',
    cloud: '#ffffff',
    tint: '#ffffff',
    tintAmount: 0,
    litChance: 0.05,
  },
  golden: {
    top: '#6e8ccc',
    mid: '#e8b9a2',
    bottom: '#ffdfae',
    sun: '#fff0c8',
    cloud: '#fff3e6',
    tint: '#ff9a52',
    tintAmount: 0.09,
    litChance: 0.16,
  },
  dusk: {
    top: '#28305c',
    mid: '#8e5a86',
    bottom: '#f2a56c',
    sun: '#ffd49e',
    cloud: '#e7a3a0',
    tint: '#3a2f5e',
    tintAmount: 0.3,
    litChance: 0.42,
  },
  night: {
    top: '#0c1331',
    mid: '#1c2853',
    bottom: '#36497a',
    sun: '#f3efdc',
    cloud: '#3a4a78',
    tint: '#111a3d',
    tintAmount: 0.5,
    litChance: 0.55,
  },
};

interface Sky extends SkyPreset {
  readonly tod: Tod;
  readonly dark: boolean;
  readonly glass: string;
  readonly glassDark: string;
  readonly litGlass: string;
  readonly lit: string;
  tone(c: string): string;
}

function cloudPath(x: number, y: number, s: number): string {
  return (
    rp(x - s * 1.25, y - s * 0.05, s * 2.5, s * 0.5) +
    cp(x - s * 0.55, y + s * 0.03, s * 0.42) +
    cp(x + s * 0.05, y - s * 0.12, s * 0.57) +
    cp(x + s * 0.7, y + s * 0.07, s * 0.38) +
    cp(x - s * 1.2, y + s * 0.2, s * 0.25) +
    cp(x + s * 1.2, y + s * 0.22, s * 0.23)
  );
}

function drawSky(c: Canvas, r: Rng, tod: Tod, p: Palette, horizonY: number): Sky {
  const pre = SKIES[tod];
  const top = mix(pre.top, p.main, 0.14);
  const mid = mix(pre.mid, p.main, 0.06);
  const bottom = pre.bottom;
  c.add(
    rect(
      0,
      0,
      W,
      horizonY + 4,
      c.linear([
        [0, top],
        [0.62, mid],
        [1, bottom],
      ]),
    ),
  );

  if (tod === 'night' || tod === 'dusk') {
    let stars = '';
    const count = tod === 'night' ? 70 : 24;
    for (let i = 0; i < count; i += 1) {
      const y = r.range(10, horizonY * (tod === 'night' ? 0.7 : 0.4));
      stars += cp(r.range(0, W), y, r.range(0.8, 2.1));
    }
    c.add(path(stars, '#fffbe8', { opacity: tod === 'night' ? 0.8 : 0.5 }));
  }

  const sunX = r.range(160, W - 160);
  const sunY =
    tod === 'day'
      ? r.range(110, 250)
      : tod === 'golden'
        ? r.range(300, horizonY - 260)
        : tod === 'dusk'
          ? horizonY - r.range(90, 220)
          : r.range(110, 230);
  const sunR = tod === 'day' ? 46 : tod === 'golden' ? 62 : tod === 'dusk' ? 80 : 36;
  c.add(halo(sunX, sunY, sunR * 3.8, pre.sun, tod === 'day' ? 0.34 : 0.44, 7));
  c.add(circle(sunX, sunY, sunR, pre.sun));
  if (tod === 'night') c.add(circle(sunX + sunR * 0.45, sunY - sunR * 0.25, sunR * 0.88, mix(top, mid, 0.2)));

  const clouds = tod === 'night' ? r.int(0, 2) : r.int(2, 4);
  for (let i = 0; i < clouds; i += 1) {
    const s = r.range(50, 110);
    const x = ((i + r.range(0.1, 0.9)) / clouds) * W;
    const y = r.range(90, Math.max(120, horizonY * 0.45));
    c.add(
      path(cloudPath(x, y, s), tod === 'dusk' ? mix(pre.cloud, p.accent, 0.2) : pre.cloud, {
        opacity: tod === 'day' ? 0.88 : 0.55,
      }),
    );
  }

  const dark = tod === 'dusk' || tod === 'night';
  const glass = dark
    ? c.linear(
        [
          [0, mix(top, '#6a78a8', 0.35)],
          [0.5, mix(top, '#44517c', 0.3)],
          [0.5, darken(top, 0.05)],
          [1, darken(top, 0.3)],
        ],
        0,
        0,
        1,
        1,
      )
    : c.linear(
        [
          [0, lighten(top, 0.62)],
          [0.48, lighten(mid, 0.3)],
          [0.48, mix(top, mid, 0.45)],
          [1, darken(top, 0.15)],
        ],
        0,
        0,
        1,
        1,
      );
  const glassDark = c.linear([
    [0, mix(top, '#27303f', 0.65)],
    [1, '#1a1f2a'],
  ]);
  const lit = mix('#ffd27d', p.accent, 0.18);
  const litGlass = c.linear([
    [0, '#fff1c9'],
    [1, lit],
  ]);
  return {
    ...pre,
    top,
    mid,
    tod,
    dark,
    glass,
    glassDark,
    litGlass,
    lit,
    tone: (col: string) => (pre.tintAmount === 0 ? col : mix(col, pre.tint, pre.tintAmount)),
  };
}

// ---------------------------------------------------------------------------------------------
// Outdoor elements
// ---------------------------------------------------------------------------------------------

type TreeKind = 'round' | 'tall' | 'pine' | 'twin';

function tree(
  c: Canvas,
  x: number,
  baseY: number,
  h: number,
  greens: readonly [string, string],
  kind: TreeKind,
  trunk = '#7a5a43',
): void {
  const [green, dark] = greens;
  const light = lighten(green, 0.2);
  c.add(ellipse(x, baseY, h * 0.26, h * 0.04, '#10131c', { opacity: 0.16 }));
  if (kind === 'pine') {
    c.add(rect(x - h * 0.025, baseY - h * 0.22, h * 0.05, h * 0.22, trunk));
    const tiers = 3;
    for (let i = 0; i < tiers; i += 1) {
      const w = h * (0.34 - i * 0.07);
      const yb = baseY - h * (0.18 + i * 0.22);
      const yt = yb - h * 0.4;
      c.add(poly([x - w, yb, x, yt, x + w, yb], i % 2 === 0 ? green : dark));
      c.add(poly([x, yt, x + w, yb, x + w * 0.2, yb], dark, { opacity: 0.5 }));
    }
    return;
  }
  c.add(rect(x - h * 0.022, baseY - h * 0.5, h * 0.044, h * 0.5, trunk));
  if (kind === 'tall') {
    c.add(ellipse(x, baseY - h * 0.6, h * 0.17, h * 0.4, green));
    c.add(
      path(`M${n(x)} ${n(baseY - h)}A${n(h * 0.17)} ${n(h * 0.4)} 0 0 1 ${n(x)} ${n(baseY - h * 0.2)}z`, dark, {
        opacity: 0.55,
      }),
    );
    c.add(ellipse(x - h * 0.06, baseY - h * 0.7, h * 0.05, h * 0.18, light, { opacity: 0.6 }));
    return;
  }
  if (kind === 'twin') {
    c.add(stroke(`M${n(x)} ${n(baseY - h * 0.35)}L${n(x - h * 0.12)} ${n(baseY - h * 0.6)}`, trunk, h * 0.03));
    c.add(path(cp(x - h * 0.14, baseY - h * 0.66, h * 0.2) + cp(x + h * 0.1, baseY - h * 0.74, h * 0.24), green));
    c.add(path(cp(x + h * 0.16, baseY - h * 0.66, h * 0.15), dark, { opacity: 0.6 }));
    c.add(circle(x - h * 0.2, baseY - h * 0.74, h * 0.08, light, { opacity: 0.55 }));
    return;
  }
  const cy = baseY - h * 0.66;
  const rad = h * 0.3;
  c.add(
    path(
      cp(x - rad * 0.45, cy + rad * 0.2, rad * 0.7) +
        cp(x, cy - rad * 0.15, rad * 0.85) +
        cp(x + rad * 0.45, cy + rad * 0.25, rad * 0.68),
      green,
    ),
  );
  c.add(
    path(
      `M${n(x - rad * 1.1)} ${n(cy + rad * 0.45)}Q${n(x)} ${n(cy + rad * 1.25)} ${n(x + rad * 1.1)} ${n(cy + rad * 0.45)}Q${n(x + rad * 0.5)} ${n(cy + rad * 0.6)} ${n(x - rad * 1.1)} ${n(cy + rad * 0.45)}z`,
      dark,
      { opacity: 0.45 },
    ),
  );
  c.add(circle(x - rad * 0.3, cy - rad * 0.4, rad * 0.36, light, { opacity: 0.55 }));
}

interface LayerOptions {
  readonly baseY: number;
  readonly minH: number;
  readonly maxH: number;
  readonly minW: number;
  readonly maxW: number;
  readonly fill: string;
  readonly roofs: boolean;
  readonly lit?: { readonly colours: readonly string[]; readonly chance: number; readonly size: number };
  readonly dim?: string;
  /** Per-building colours (daytime); windows are then tinted from each building's own colour. */
  readonly tones?: readonly string[];
  readonly x0?: number;
  readonly x1?: number;
}

/** A row of building silhouettes (each its own path so nearer ones hide farther windows). */
function cityLayer(c: Canvas, r: Rng, o: LayerOptions): void {
  let x = (o.x0 ?? 0) - r.range(0, 60);
  const end = o.x1 ?? W;
  while (x < end) {
    const w = r.range(o.minW, o.maxW);
    const h = r.range(o.minH, o.maxH);
    const top = o.baseY - h;
    let d = rp(x, top, w, h + 2);
    if (o.roofs) {
      const roof = r.weighted([
        ['flat', 5],
        ['antenna', 1.2],
        ['step', 2.2],
        ['spire', 0.5],
        ['dome', 0.35],
        ['slant', 1],
      ] as const);
      if (roof === 'antenna') {
        const ax = x + w * r.range(0.3, 0.7);
        const ah = r.range(30, 90);
        d += rp(ax - 2, top - ah, 4, ah + 1) + rp(x + w * 0.2, top - 10, w * 0.6, 11);
      } else if (roof === 'step') {
        const sw = w * r.range(0.45, 0.7);
        const sh = r.range(16, 48);
        d += rp(x + (w - sw) / 2, top - sh, sw, sh + 1);
        if (r.chance(0.4)) d += rp(x + w / 2 - sw * 0.25, top - sh - sh * 0.6, sw * 0.5, sh * 0.6 + 1);
      } else if (roof === 'spire') {
        d += `M${n(x + w * 0.3)} ${n(top + 1)}L${n(x + w / 2)} ${n(top - r.range(60, 130))}L${n(x + w * 0.7)} ${n(top + 1)}z`;
      } else if (roof === 'dome') {
        d += `M${n(x + w * 0.15)} ${n(top + 1)}A${n(w * 0.35)} ${n(w * 0.3)} 0 0 1 ${n(x + w * 0.85)} ${n(top + 1)}z`;
      } else if (roof === 'slant') {
        d += `M${n(x)} ${n(top + 1)}L${n(x + w)} ${n(top - r.range(20, 60))}L${n(x + w)} ${n(top + 1)}z`;
      }
    }
    const fill = o.tones !== undefined && o.tones.length > 0 ? r.pick(o.tones) : o.fill;
    c.add(path(d, fill));
    const tinted = (col: string): string => (o.tones === undefined ? col : mix(fill, col, 0.6));
    if (o.lit !== undefined) {
      const s = o.lit.size;
      const cols = Math.floor((w - s * 2) / (s * 2.2));
      const rows = Math.floor((h - s * 3) / (s * 2.6));
      const lit = o.lit.colours.map(() => '');
      let dim = '';
      const ox = x + (w - cols * s * 2.2 + s * 1.2) / 2;
      const busy = r.range(0.4, 1.6);
      for (let row = 0; row < rows; row += 1) {
        for (let col = 0; col < cols; col += 1) {
          const wx = ox + col * s * 2.2;
          const wy = top + s * 2 + row * s * 2.6;
          if (r.chance(o.lit.chance * busy)) {
            const k = Math.floor(r.next() * lit.length);
            lit[k] = (lit[k] ?? '') + rp(wx, wy, s, s * 1.4);
          } else if (o.dim !== undefined) dim += rp(wx, wy, s, s * 1.4);
        }
      }
      if (o.dim !== undefined) c.add(path(dim, tinted(o.dim)));
      for (const [i, d2] of lit.entries()) c.add(path(d2, tinted(o.lit.colours[i] ?? '#ffd27d')));
    }
    x += w * r.range(0.75, 1.05);
  }
}

function lampPost(c: Canvas, x: number, baseY: number, h: number, colour: string, glowOn: boolean, glow: string): void {
  if (glowOn) c.add(halo(x + 16, baseY - h + 10, 80, glow, 0.5, 5));
  c.add(rect(x - 3, baseY - h, 6, h, colour));
  c.add(rect(x - 7, baseY - 10, 14, 10, colour, { rx: 2 }));
  c.add(
    stroke(`M${n(x)} ${n(baseY - h + 2)}Q${n(x)} ${n(baseY - h - 14)} ${n(x + 16)} ${n(baseY - h - 8)}`, colour, 5),
  );
  c.add(rect(x + 6, baseY - h - 6, 24, 9, colour, { rx: 3 }));
  c.add(rect(x + 9, baseY - h + 3, 18, 4, glowOn ? '#fff3c4' : '#dfe3e8'));
}

/** Small standing figure, for plazas and quads (scale ~1 is 70 px tall). */
function person(c: Canvas, r: Rng, x: number, baseY: number, scale: number, colours: readonly string[]): void {
  const s = scale;
  const skin = r.pick(['#f1c7a5', '#d9a07a', '#a8714f', '#7a4f35', '#e8b48f']);
  const top = r.pick(colours);
  const legs = r.pick(['#2f3646', '#3d4a63', '#5b5147', '#222831']);
  const hair = r.pick(['#2b2221', '#5a3b28', '#1c1c1c', '#8a5a35', '#c79a58']);
  c.add(ellipse(x, baseY, 14 * s, 3 * s, '#10131c', { opacity: 0.15 }));
  const stride = r.range(-5, 5) * s;
  c.add(rect(x - 6 * s + stride * 0.3, baseY - 30 * s, 5 * s, 30 * s, legs, { rx: 2 * s }));
  c.add(rect(x + 1 * s - stride * 0.3, baseY - 30 * s, 5 * s, 30 * s, legs, { rx: 2 * s }));
  if (r.chance(0.5)) c.add(rect(x - 13 * s, baseY - 55 * s, 8 * s, 20 * s, darken(top, 0.3), { rx: 3 * s }));
  c.add(rect(x - 9 * s, baseY - 58 * s, 18 * s, 31 * s, top, { rx: 6 * s }));
  c.add(circle(x, baseY - 65 * s, 7 * s, skin));
  c.add(
    path(
      `M${n(x - 7.2 * s)} ${n(baseY - 65 * s)}A${n(7.2 * s)} ${n(7.2 * s)} 0 0 1 ${n(x + 7.2 * s)} ${n(baseY - 65 * s)}z`,
      hair,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Scene: facade
// ---------------------------------------------------------------------------------------------

const NEIGHBOUR_COLOURS: readonly string[] = [
  '#c9b8a6',
  '#b5734f',
  '#9aa5ad',
  '#d8cbb5',
  '#7d8b96',
  '#c2a58a',
  '#a35d47',
  '#e0d6c6',
];

function neighbour(
  c: Canvas,
  r: Rng,
  x: number,
  w: number,
  top: number,
  baseY: number,
  colour: string,
  sky: Sky,
): void {
  c.add(rect(x, top, w, baseY - top, colour));
  c.add(rect(x - 4, top - 8, w + 8, 10, darken(colour, 0.22)));
  const ww = r.range(26, 36);
  const wh = ww * r.range(1.2, 1.6);
  const gx = ww * r.range(1.9, 2.5);
  const gy = wh * r.range(1.7, 2.1);
  const cols = Math.max(1, Math.floor((w - 30) / gx));
  const rows = Math.max(1, Math.floor((baseY - top - 50) / gy));
  const ox = x + (w - (cols - 1) * gx - ww) / 2;
  let glass = '';
  let lit = '';
  let sills = '';
  for (let i = 0; i < rows; i += 1) {
    for (let j = 0; j < cols; j += 1) {
      const wx = ox + j * gx;
      const wy = top + 30 + i * gy;
      if (r.chance(sky.litChance)) lit += rp(wx, wy, ww, wh);
      else glass += rp(wx, wy, ww, wh);
      sills += rp(wx - 3, wy + wh, ww + 6, 4);
    }
  }
  c.add(
    path(glass, sky.dark ? darken(sky.top, 0.1) : mix(sky.top, '#2d3340', 0.45)),
    path(lit, sky.lit),
    path(sills, lighten(colour, 0.25)),
  );
}

function sceneFacade(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const todRoll = r.weighted<Tod>([
    ['day', 6],
    ['golden', 3],
    ['dusk', 1.6],
    ['night', 0.9],
  ]);
  const tod: Tod = hint('night')
    ? 'night'
    : hint('dusk', 'evening')
      ? 'dusk'
      : hint('sunset', 'golden')
        ? 'golden'
        : hint('morning', 'sunny', 'daytime')
          ? 'day'
          : todRoll;
  const groundY = 898;
  const sky = drawSky(c, r, tod, p, groundY);
  const tone = sky.tone;
  const haze = mix(sky.bottom, sky.top, 0.3);
  cityLayer(c, r.fork('far'), {
    baseY: groundY,
    minH: 80,
    maxH: 280,
    minW: 60,
    maxW: 150,
    fill: mix(haze, p.main, 0.12),
    roofs: true,
    ...(sky.dark ? { lit: { colours: [mix(sky.lit, haze, 0.4)], chance: 0.2, size: 5 } } : {}),
  });

  // Main building geometry.
  const storeyRoll = r.int(4, 8);
  const storeys = Object.entries(STOREY_WORDS).find(([word]) => hint(word))?.[1] ?? storeyRoll;
  const cols = r.int(5, 9);
  const fh = clamp((groundY - r.range(190, 300)) / (storeys + 0.9), 62, 102);
  const gfh = fh * 1.35;
  const cellW = clamp(r.range(700, 1020) / cols, 86, 150);
  const bw = cellW * cols;
  const bx = (W - bw) / 2 + r.range(-160, 160);
  const topY = groundY - gfh - (storeys - 1) * fh;
  const side = r.chance(0.5) ? 1 : -1;
  const depth = r.range(50, 95);

  // Neighbours either side.
  for (const dir of [-1, 1]) {
    if (r.chance(0.2)) continue;
    const nw = r.range(260, 420);
    const nx =
      dir < 0
        ? bx - nw + r.range(-30, 40) - (side < 0 ? depth : 0)
        : bx + bw + r.range(-40, 30) + (side > 0 ? depth : 0);
    const ntop = groundY - r.range(260, Math.min(560, groundY - topY + 40));
    neighbour(c, r, nx, nw, ntop, groundY, tone(r.pick(NEIGHBOUR_COLOURS)), sky);
  }

  const clad = tone(p.main);
  const dark = luma(p.main) < 0.35;
  const secondary = tone(
    r.pick([
      lighten(p.neutral, 0.1),
      mix(p.neutral, '#cfc8bd', 0.4),
      darken(p.main, 0.35),
      mix(p.main, p.accent, 0.3),
      dark ? lighten(p.main, 0.35) : darken(p.main, 0.2),
    ]),
  );
  const materialRoll = r.pick(['brick', 'panel', 'render'] as const);
  const material = hint('brick')
    ? 'brick'
    : hint('panel', 'cladding', ' clad ')
      ? 'panel'
      : hint('stone', 'render')
        ? 'render'
        : materialRoll;
  const styleRoll = r.pick(['punched', 'ribbon', 'fins', 'frames'] as const);
  const windowStyle = hint('arched')
    ? 'arched'
    : hint('balcon')
      ? 'balconies'
      : hint('fins')
        ? 'fins'
        : hint('window frames', 'surrounds', 'reveals', 'framed windows', 'screens')
          ? 'frames'
          : hint('industrial windows', 'tall windows')
            ? 'punched'
            : styleRoll;
  const roof = r.weighted([
    ['flat', 3],
    ['plant', 2],
    ['sawtooth', 1],
    ['tower', 2.5],
  ] as const);
  const sectionStart = r.chance(0.5) ? 0 : r.int(0, cols - 2);
  const sectionLen = r.int(2, Math.min(3, cols - 1));
  const inSection = (ci: number): boolean => ci >= sectionStart && ci < sectionStart + sectionLen;
  const twoTone = roof === 'tower' || r.chance(0.55);
  const extra = roof === 'tower' ? r.int(1, 2) : 0;
  const towerX = bx + sectionStart * cellW;
  const towerW = sectionLen * cellW;
  const towerTop = topY - extra * fh;

  const block = (x: number, top: number, w: number, fill: string): void => {
    const sx = side > 0 ? x + w : x;
    c.add(
      poly(
        [sx, top, sx + side * depth, top + depth * 0.28, sx + side * depth, groundY, sx, groundY],
        tone(darken(p.main, 0.3)),
      ),
    );
    c.add(rect(x, top, w, groundY - top, fill));
  };

  if (roof === 'plant') {
    const pw = bw * r.range(0.2, 0.34);
    const px = bx + bw * r.range(0.1, 0.6);
    const ph = r.range(36, 60);
    const plantCol = tone('#9aa1a8');
    c.add(rect(px, topY - ph, pw, ph + 4, plantCol));
    let louvres = '';
    for (let y = topY - ph + 10; y < topY - 6; y += 8) louvres += rp(px + 10, y, pw - 20, 3);
    c.add(path(louvres, darken(plantCol, 0.2)));
  }
  if (roof === 'sawtooth') {
    const teeth = Math.max(3, Math.round(bw / 120));
    const tw = bw / teeth;
    let d = '';
    let g = '';
    for (let i = 0; i < teeth; i += 1) {
      d += `M${n(bx + i * tw)} ${n(topY + 1)}L${n(bx + (i + 1) * tw)} ${n(topY - 46)}L${n(bx + (i + 1) * tw)} ${n(topY + 1)}z`;
      g += rp(bx + (i + 1) * tw - 4, topY - 40, 3, 40);
    }
    c.add(path(d, tone(darken(p.main, 0.18))), path(g, sky.dark ? sky.lit : lighten(sky.top, 0.5), { opacity: 0.8 }));
  }
  const gradFill = c.linear([
    [0, lighten(clad, 0.06)],
    [1, darken(clad, 0.08)],
  ]);
  if (extra > 0) block(towerX, towerTop, towerW, gradFill);
  block(bx, topY, bw, gradFill);
  if (twoTone)
    c.add(rect(towerX, extra > 0 ? towerTop : topY, towerW, groundY - gfh - (extra > 0 ? towerTop : topY), secondary));

  // Cladding texture.
  if (material === 'brick') {
    const mortar = darken(clad, 0.3);
    const pat = c.pattern(
      36,
      14,
      `<path d="M0 13.5H36M0 6.5H36M9 0V6.5M27 7V13.5" stroke="${mortar}" stroke-width="1.2" fill="none" stroke-opacity="0.35"/>`,
    );
    c.add(rect(bx, topY, bw, groundY - gfh - topY, pat));
    if (extra > 0) c.add(rect(towerX, towerTop, towerW, topY - towerTop, pat));
  } else if (material === 'panel') {
    let d = '';
    for (let i = 1; i < cols * 2; i += 1) d += `M${n(bx + (i * cellW) / 2)} ${n(topY)}V${n(groundY - gfh)}`;
    c.add(stroke(d, darken(clad, 0.25), 1.5, { opacity: 0.35, round: false }));
  }
  let slabs = '';
  for (let f = 0; f < storeys + extra; f += 1) {
    const y = groundY - gfh - f * fh;
    if (f < storeys) slabs += rp(bx, y - 2, bw, 4);
    else slabs += rp(towerX, y - 2, towerW, 4);
  }
  c.add(path(slabs, darken(clad, 0.18), { opacity: material === 'render' ? 0.9 : 0.45 }));
  // Soft light across the face(s).
  const light = c.linear(
    [
      [0, '#ffffff', 0.1],
      [1, '#000000', 0.08],
    ],
    side > 0 ? 0 : 1,
    0,
    side > 0 ? 1 : 0,
    1,
  );
  c.add(rect(bx, topY, bw, groundY - topY, light));
  if (extra > 0) c.add(rect(towerX, towerTop, towerW, topY - towerTop, light));

  // Windows.
  const ww = windowStyle === 'ribbon' ? cellW - 16 : cellW * r.range(0.42, 0.56);
  const wh = fh * (windowStyle === 'arched' ? r.range(0.62, 0.72) : r.range(0.52, 0.66));
  const balcony = tone(mix(p.accent, p.neutral, 0.15));
  const frameCol = tone(luma(p.main) > 0.55 ? '#3a414b' : '#e9e6e0');
  const finCols = [tone(p.accent), tone(lighten(p.accent, 0.3)), tone(mix(p.accent, p.main, 0.45))];
  const frameBox = tone(r.pick([p.accent, lighten(p.neutral, 0.2), darken(p.main, 0.4)]));
  const blind = tone(lighten(p.neutral, 0.3));
  const finW = cellW * 0.16;
  for (let ci = 0; ci < cols; ci += 1) {
    const floors = storeys - 1 + (inSection(ci) ? extra : 0);
    for (let f = 1; f <= floors; f += 1) {
      const floorTop = groundY - gfh - f * fh;
      const wy = floorTop + (fh - wh) * 0.5;
      const wx = bx + ci * cellW + (cellW - ww) / 2 - (windowStyle === 'fins' ? finW * 0.55 : 0);
      const lit = r.chance(sky.litChance);
      if (windowStyle === 'frames' && (ci + f) % 2 === 0)
        c.add(
          rect(wx - 10, wy - 10, ww + 20, wh + 20, frameBox),
          rect(wx - 10, wy + wh + 4, ww + 20, 6, '#000000', { opacity: 0.15 }),
        );
      if (windowStyle === 'fins') c.add(rect(wx + ww + 7, wy - 8, finW, wh + 16, r.pick(finCols)));
      if (windowStyle === 'arched') {
        c.add(path(archPath(wx - 5, wy - 5, ww + 10, wh + 10), lighten(clad, 0.3)));
        c.add(path(archPath(wx, wy, ww, wh), lit ? sky.litGlass : sky.glass));
        c.add(rect(wx + ww / 2 - 1.5, wy + ww / 2, 3, wh - ww / 2, frameCol), rect(wx, wy + ww / 2, ww, 3, frameCol));
        c.add(rect(wx - 8, wy + wh + 4, ww + 16, 6, lighten(clad, 0.3)));
        continue;
      }
      c.add(rect(wx - 4, wy - 4, ww + 8, wh + 8, frameCol));
      c.add(rect(wx, wy, ww, wh, lit ? sky.litGlass : sky.glass));
      if (!lit && r.chance(0.22)) c.add(rect(wx, wy, ww, wh * r.range(0.2, 0.55), blind, { opacity: 0.92 }));
      if (ww > 64) c.add(rect(wx + ww / 2 - 1.5, wy, 3, wh, frameCol));
      if (windowStyle === 'punched' || windowStyle === 'fins')
        c.add(rect(wx - 7, wy + wh + 4, ww + 14, 5, lighten(clad, 0.3)));
      if (windowStyle === 'balconies' && (ci + f) % 2 === 0) {
        const by = wy + wh * 0.5;
        c.add(rect(wx - 14, by, ww + 28, wh * 0.5 + 6, balcony, { opacity: 0.55 }));
        c.add(rect(wx - 18, by - 4, ww + 36, 6, balcony), rect(wx - 20, wy + wh + 4, ww + 40, 9, darken(balcony, 0.2)));
      }
    }
  }

  // Parapets.
  const capCol = tone(r.pick([lighten(p.neutral, 0.05), darken(p.main, 0.35), '#9aa1a8']));
  if (extra > 0) {
    // The main parapet stops at the taller section.
    if (towerX > bx) c.add(rect(bx - 5, topY - 10, towerX - bx + 5, 13, capCol));
    if (towerX + towerW < bx + bw) c.add(rect(towerX + towerW, topY - 10, bx + bw - towerX - towerW + 5, 13, capCol));
  } else c.add(rect(bx - 5, topY - 10, bw + 10, 13, capCol));
  if (extra > 0) c.add(rect(towerX - 5, towerTop - 10, towerW + 10, 13, capCol));

  // Ground floor: plinth, glazing, entrance.
  const gTop = groundY - gfh;
  const plinth = tone(r.pick([darken(p.main, 0.4), '#2f3540', '#4a4f57', mix(p.neutral, '#8b8780', 0.5)]));
  c.add(rect(bx, gTop, bw, gfh, plinth));
  const doorCol = cols >= 3 ? r.int(1, cols - 2) : 0;
  const lobby = sky.dark
    ? c.linear([
        [0, '#ffe6b0'],
        [1, mix('#f2b866', p.accent, 0.2)],
      ])
    : sky.glassDark;
  let mull = '';
  for (let ci = 0; ci < cols; ci += 1) {
    if (ci === doorCol) continue;
    const x = bx + ci * cellW + 8;
    c.add(rect(x, gTop + 16, cellW - 16, gfh - 16, lobby));
    mull += rp(x, gTop + 16 + (gfh - 16) * 0.3, cellW - 16, 3);
    if (!sky.dark)
      c.add(
        poly([x + 10, groundY, x + cellW * 0.5, gTop + 16, x + cellW * 0.7, gTop + 16, x + 30, groundY], '#ffffff', {
          opacity: 0.08,
        }),
      );
  }
  c.add(path(mull, plinth));
  const dw = Math.min(cellW - 18, 104);
  const dx = bx + doorCol * cellW + (cellW - dw) / 2;
  const dh = gfh * 0.74;
  c.add(rect(dx - 6, groundY - dh - 6, dw + 12, dh + 6, '#2a2f38'));
  c.add(rect(dx, groundY - dh, dw, dh, sky.dark ? lobby : sky.glass));
  c.add(rect(dx + dw / 2 - 2, groundY - dh, 4, dh, '#2a2f38'));
  c.add(
    rect(dx + dw / 2 - 12, groundY - dh * 0.5, 4, 26, '#c9ced6'),
    rect(dx + dw / 2 + 8, groundY - dh * 0.5, 4, 26, '#c9ced6'),
  );
  const canopyY = groundY - dh - 30;
  c.add(rect(dx - 50, canopyY + 14, dw + 100, 12, '#000000', { opacity: 0.16 }));
  c.add(rect(dx - 54, canopyY, dw + 108, 16, tone(p.accent), { rx: 3 }));
  c.add(rect(dx - 54, canopyY, dw + 108, 4, tone(lighten(p.accent, 0.35)), { rx: 2 }));

  // Street.
  const pave = tone(mix(p.neutral, '#c2bfb8', 0.55));
  c.add(rect(0, groundY, W, 98, pave));
  let joints = '';
  for (let x = -40; x < W + 40; x += 90) joints += `M${n(x)} ${groundY}L${n(x - 30)} ${groundY + 96}`;
  c.add(stroke(`${joints}M0 ${groundY + 44}H${W}`, darken(pave, 0.15), 1.5, { opacity: 0.5 }));
  c.add(rect(bx - 10, groundY, bw + 20 + depth, 9, '#10131c', { opacity: 0.14 }));
  c.add(rect(0, groundY + 96, W, 8, tone('#e6e3dd')));
  const road = tone('#4b5058');
  c.add(
    rect(
      0,
      groundY + 104,
      W,
      H - groundY - 104,
      c.linear([
        [0, darken(road, 0.1)],
        [1, road],
      ]),
    ),
  );
  let dashes = '';
  for (let x = r.range(-80, 0); x < W; x += 160) dashes += rp(x, H - 26, 80, 6);
  c.add(path(dashes, tone('#f2efe6'), { opacity: 0.8 }));

  // Planters hugging the building.
  if (r.chance(0.65)) {
    const planterCol = tone(darken(p.neutral, 0.5));
    const greens = r.pick(GREENS);
    for (let ci = 0; ci < cols; ci += 1) {
      if (Math.abs(ci - doorCol) < 1 || r.chance(0.35)) continue;
      const x = bx + ci * cellW + 10;
      const w = cellW - 20;
      c.add(
        path(
          cp(x + w * 0.25, groundY + 2, w * 0.22) +
            cp(x + w * 0.55, groundY - 4, w * 0.26) +
            cp(x + w * 0.8, groundY + 2, w * 0.2),
          tone(greens[0]),
        ),
      );
      c.add(rect(x, groundY + 4, w, 30, planterCol, { rx: 3 }));
      c.add(rect(x, groundY + 4, w, 6, lighten(planterCol, 0.15)));
    }
  }

  // Trees and lamps in front.
  const greens = r.pick(GREENS);
  const kind = r.pick(['round', 'tall', 'twin', 'round'] as const);
  const doorX = dx + dw / 2;
  const treeCount = hint('trees') ? r.int(4, 5) : r.int(2, 4);
  for (let i = 0; i < treeCount; i += 1) {
    let x = ((i + r.range(0.15, 0.85)) / treeCount) * W;
    if (Math.abs(x - doorX) < 150) x += x < doorX ? -150 : 150;
    const h = r.range(230, 330);
    tree(c, x, groundY + r.range(50, 80), h, [tone(greens[0]), tone(greens[1])], kind, tone('#6e5140'));
  }
  for (const lampSide of r.shuffle([-1, 1]).slice(0, r.int(1, 2))) {
    const x = lampSide < 0 ? r.range(60, Math.max(80, bx - 60)) : r.range(Math.min(W - 80, bx + bw + 60), W - 60);
    lampPost(c, x, groundY + 92, 250, tone('#2f343c'), sky.dark, sky.lit);
  }
  if (tod === 'golden')
    c.add(
      rect(
        0,
        0,
        W,
        H,
        c.linear(
          [
            [0, '#ff9d4d', 0],
            [1, '#ff9d4d', 0.1],
          ],
          side > 0 ? 1 : 0,
          0,
          side > 0 ? 0 : 1,
          0,
        ),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Interior building blocks
// ---------------------------------------------------------------------------------------------

interface Interior {
  readonly floorY: number;
  readonly wall: string;
  readonly floor: string;
}

type FloorKind = 'wood' | 'carpet' | 'tile' | 'rubber' | 'concrete';

function drawInterior(c: Canvas, r: Rng, wall: string, floor: string, floorY: number, kind: FloorKind): Interior {
  c.add(
    rect(
      0,
      0,
      W,
      floorY,
      c.linear([
        [0, darken(wall, 0.07)],
        [0.5, wall],
        [1, lighten(wall, 0.05)],
      ]),
    ),
  );
  c.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      c.linear([
        [0, darken(floor, 0.14)],
        [1, lighten(floor, 0.04)],
      ]),
    ),
  );
  const vpx = W / 2 + r.range(-220, 220);
  if (kind === 'wood' || kind === 'tile') {
    let d = '';
    const step = kind === 'wood' ? 68 : 110;
    for (let k = -16; k <= 16; k += 1) {
      const xt = vpx + k * step;
      d += `M${n(xt)} ${n(floorY)}L${n(vpx + k * step * 2.7)} ${H}`;
    }
    if (kind === 'tile') {
      for (let i = 1; i < 7; i += 1) d += `M0 ${n(floorY + (H - floorY) * (i / 7) ** 1.5)}H${W}`;
    } else {
      for (let i = 0; i < 26; i += 1) {
        const t = r.range(0.05, 1);
        const y = floorY + (H - floorY) * t;
        const x = r.range(0, W);
        d += `M${n(x)} ${n(y)}l${n(r.range(20, 40) * (1 + t))} 0`;
      }
    }
    c.add(stroke(d, darken(floor, 0.22), kind === 'wood' ? 1.6 : 2, { opacity: 0.45, round: false }));
  } else if (kind === 'rubber') {
    let d = '';
    for (let k = -10; k <= 10; k += 1) d += `M${n(vpx + k * 150)} ${n(floorY)}L${n(vpx + k * 150 * 2.6)} ${H}`;
    for (let i = 1; i < 5; i += 1) d += `M0 ${n(floorY + (H - floorY) * (i / 5) ** 1.4)}H${W}`;
    c.add(stroke(d, lighten(floor, 0.12), 2, { opacity: 0.5, round: false }));
  }
  c.add(rect(0, floorY - 14, W, 14, lighten(wall, 0.35)), rect(0, floorY, W, 5, '#10131c', { opacity: 0.1 }));
  return { floorY, wall, floor };
}

/** A window with a little outdoor view. */
function windowView(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  frame: string,
  opts: { readonly panes?: number; readonly arch?: boolean; readonly tod?: Tod },
): void {
  const tod =
    opts.tod ??
    r.weighted<Tod>([
      ['day', 6],
      ['golden', 3],
      ['dusk', 1],
    ]);
  const pre = SKIES[tod];
  const shape =
    opts.arch === true
      ? `<path d="${archPath(x, y, w, h)}"/>`
      : `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`;
  const outline = opts.arch === true ? archPath(x - 14, y - 14, w + 28, h + 28) : rp(x - 14, y - 14, w + 28, h + 28);
  c.add(path(outline, frame));
  const clip = c.clip(shape);
  let inner = rect(
    x,
    y,
    w,
    h,
    c.linear([
      [0, mix(pre.top, p.main, 0.1)],
      [0.7, pre.mid],
      [1, pre.bottom],
    ]),
  );
  if (tod !== 'day') inner += circle(x + w * r.range(0.2, 0.8), y + h * 0.62, w * 0.1, pre.sun, { opacity: 0.9 });
  else inner += path(cloudPath(x + w * r.range(0.25, 0.75), y + h * 0.25, w * 0.12), '#ffffff', { opacity: 0.8 });
  const far = mix(pre.mid, p.main, 0.35);
  let d = '';
  let bxp = x - 10;
  while (bxp < x + w) {
    const bw = r.range(w * 0.12, w * 0.26);
    const bh = r.range(h * 0.12, h * 0.42);
    d += rp(bxp, y + h - bh, bw, bh);
    bxp += bw * r.range(0.8, 1.1);
  }
  inner += path(d, lighten(far, 0.25));
  const greens = r.pick(GREENS);
  const tx = r.chance(0.5) ? x + w * 0.12 : x + w * 0.88;
  inner += path(
    cp(tx, y + h * 0.86, w * 0.2) +
      cp(tx + w * 0.14, y + h * 0.96, w * 0.16) +
      cp(tx - w * 0.14, y + h * 0.98, w * 0.16),
    greens[0],
  );
  c.add(group(inner, { clip }));
  c.add(
    poly([x + w * 0.1, y + h, x + w * 0.55, y, x + w * 0.75, y, x + w * 0.3, y + h], '#ffffff', {
      opacity: 0.12,
      clip,
    }),
  );
  const panes = opts.panes ?? 2;
  let bars = '';
  for (let i = 1; i < panes; i += 1) bars += rp(x + (w * i) / panes - 4, y, 8, h);
  if (opts.arch !== true && h > w * 0.9) bars += rp(x, y + h * 0.34, w, 8);
  c.add(path(bars, frame));
  c.add(
    rect(x - 26, y + h + 8, w + 52, 16, lighten(frame, 0.25), { rx: 3 }),
    rect(x - 26, y + h + 24, w + 52, 6, '#10131c', { opacity: 0.08 }),
  );
}

function curtains(c: Canvas, x: number, y: number, w: number, h: number, colour: string): void {
  const rodY = y - 40;
  c.add(rect(x - 70, rodY, w + 140, 7, '#3a3f48', { rx: 3 }));
  for (const sx of [x - 62, x + w + 2]) {
    const cw = 60;
    const folds = c.linear(
      [
        [0, darken(colour, 0.12)],
        [0.25, colour],
        [0.5, darken(colour, 0.1)],
        [0.75, colour],
        [1, darken(colour, 0.14)],
      ],
      0,
      0,
      1,
      0,
    );
    c.add(path(`M${n(sx)} ${n(rodY + 4)}h${cw}v${n(h + 70)}q${n(-cw / 2)} 10 ${n(-cw)} 0z`, folds));
  }
}

function plant(
  c: Canvas,
  r: Rng,
  x: number,
  baseY: number,
  size: number,
  pot: string,
  greens: readonly [string, string],
): void {
  const potH = size * 0.36;
  const topW = size * 0.4;
  const botW = size * 0.3;
  const potTop = baseY - potH;
  const kind = r.pick(['leafy', 'spiky', 'round'] as const);
  c.add(ellipse(x, baseY, size * 0.3, size * 0.04, '#10131c', { opacity: 0.14 }));
  if (kind === 'spiky') {
    const k = r.int(6, 9);
    for (let i = 0; i < k; i += 1) {
      const a = lerp(-28, 28, i / (k - 1)) + r.range(-6, 6);
      const len = size * r.range(0.6, 1.05);
      const bx0 = x + a * size * 0.004;
      c.add(
        path(
          `M${n(bx0 - size * 0.045)} ${n(potTop + 4)}Q${n(bx0 - size * 0.06)} ${n(potTop - len * 0.6)} ${n(bx0 + a * size * 0.01)} ${n(potTop - len)}Q${n(bx0 + size * 0.06)} ${n(potTop - len * 0.5)} ${n(bx0 + size * 0.045)} ${n(potTop + 4)}z`,
          i % 2 === 0 ? greens[0] : greens[1],
        ),
      );
    }
  } else if (kind === 'round') {
    c.add(stroke(`M${n(x)} ${n(potTop)}L${n(x)} ${n(potTop - size * 0.35)}`, '#6e5140', size * 0.03));
    c.add(
      path(
        cp(x - size * 0.16, potTop - size * 0.45, size * 0.2) +
          cp(x + size * 0.14, potTop - size * 0.5, size * 0.22) +
          cp(x, potTop - size * 0.7, size * 0.22),
        greens[0],
      ),
    );
    c.add(circle(x + size * 0.12, potTop - size * 0.42, size * 0.14, greens[1], { opacity: 0.6 }));
    c.add(circle(x - size * 0.08, potTop - size * 0.76, size * 0.09, lighten(greens[0], 0.2), { opacity: 0.6 }));
  } else {
    const k = r.int(6, 9);
    for (let i = 0; i < k; i += 1) {
      const a = lerp(-70, 70, i / (k - 1)) + r.range(-10, 10);
      const len = size * r.range(0.45, 0.75) * (1 - Math.abs(a) / 260);
      const rad = (a * Math.PI) / 180;
      const cx = x + (Math.sin(rad) * len) / 2;
      const cy = potTop - (Math.cos(rad) * len) / 2;
      c.add(ellipse(cx, cy, len * 0.2, len * 0.5, i % 2 === 0 ? greens[0] : greens[1], { transform: rot(a, cx, cy) }));
    }
  }
  c.add(poly([x - topW / 2, potTop, x + topW / 2, potTop, x + botW / 2, baseY, x - botW / 2, baseY], pot));
  c.add(
    poly(
      [x + topW * 0.1, potTop, x + topW / 2, potTop, x + botW / 2, baseY, x + botW * 0.1, baseY],
      darken(pot, 0.15),
      { opacity: 0.6 },
    ),
  );
  c.add(rect(x - topW / 2 - 3, potTop - 4, topW + 6, size * 0.06, lighten(pot, 0.1), { rx: 2 }));
}

type ShadeKind = 'dome' | 'globe' | 'cone' | 'drum';

function pendant(c: Canvas, x: number, y: number, w: number, colour: string, kind: ShadeKind, glow: boolean): void {
  c.add(rect(x - 1.2, 0, 2.4, y, '#2b2f38'));
  if (glow) c.add(halo(x, y + w * 0.45, w * 1.3, '#fff2c8', 0.4, 5));
  if (kind === 'globe') {
    c.add(circle(x, y + w * 0.45, w * 0.45, glow ? '#fff4d6' : lighten(colour, 0.6)));
    c.add(circle(x - w * 0.14, y + w * 0.3, w * 0.12, '#ffffff', { opacity: 0.6 }));
    c.add(rect(x - 6, y - 4, 12, 8, '#2b2f38', { rx: 2 }));
    return;
  }
  if (kind === 'dome') {
    c.add(
      path(
        `M${n(x - w / 2)} ${n(y + w * 0.42)}A${n(w / 2)} ${n(w * 0.42)} 0 0 1 ${n(x + w / 2)} ${n(y + w * 0.42)}z`,
        colour,
      ),
    );
    c.add(ellipse(x, y + w * 0.42, w / 2, w * 0.06, glow ? '#fff4d6' : darken(colour, 0.3)));
  } else if (kind === 'cone') {
    c.add(poly([x - 6, y, x + 6, y, x + w / 2, y + w * 0.55, x - w / 2, y + w * 0.55], colour));
    c.add(ellipse(x, y + w * 0.55, w / 2, w * 0.06, glow ? '#fff4d6' : darken(colour, 0.3)));
  } else {
    c.add(rect(x - w * 0.4, y, w * 0.8, w * 0.42, colour, { rx: 3 }));
    c.add(rect(x - w * 0.4, y + w * 0.36, w * 0.8, w * 0.06, glow ? '#fff4d6' : darken(colour, 0.2)));
  }
}

function books(
  c: Canvas,
  r: Rng,
  x: number,
  baseY: number,
  width: number,
  colours: readonly string[],
  maxH: number,
): void {
  let bx = x;
  while (bx < x + width - 10) {
    const bw = r.range(11, 22);
    if (bx + bw > x + width) break;
    const bh = maxH * r.range(0.68, 1);
    const col = r.pick(colours);
    if (r.chance(0.08) && bx + bh * 0.6 < x + width) {
      c.add(rect(bx, baseY - bw, bh, bw, col, { rx: 2 }));
      bx += bh + 3;
      continue;
    }
    c.add(rect(bx, baseY - bh, bw, bh, col, { rx: 2 }));
    c.add(rect(bx + 2, baseY - bh * 0.8, bw - 4, 3, lighten(col, 0.35), { opacity: 0.7 }));
    bx += bw + r.range(0, 2);
  }
}

function bookColours(p: Palette): readonly string[] {
  return [
    p.main,
    p.accent,
    lighten(p.main, 0.35),
    darken(p.accent, 0.2),
    '#e8dfcf',
    '#3b4252',
    lighten(p.accent, 0.4),
    '#7c9885',
    '#d9c5a0',
  ];
}

function art(c: Canvas, r: Rng, x: number, y: number, w: number, h: number, p: Palette): void {
  const frame = r.pick(['#2b2f38', '#c49a6c', '#f4f1ea', darken(p.main, 0.5)]);
  c.add(rect(x - 4, y + 6, w + 16, h + 16, '#10131c', { opacity: 0.12 }));
  c.add(rect(x - 8, y - 8, w + 16, h + 16, frame));
  c.add(rect(x, y, w, h, '#fbf9f4'));
  const m = Math.min(w, h) * 0.12;
  const ix = x + m;
  const iy = y + m;
  const iw = w - 2 * m;
  const ih = h - 2 * m;
  const kind = r.pick(['sun', 'shapes', 'arches', 'wave'] as const);
  if (kind === 'sun') {
    c.add(rect(ix, iy, iw, ih, lighten(p.accent, 0.65)));
    c.add(circle(ix + iw * r.range(0.3, 0.7), iy + ih * 0.45, Math.min(iw, ih) * 0.2, p.accent));
    c.add(
      path(
        `M${n(ix)} ${n(iy + ih * 0.7)}Q${n(ix + iw * 0.3)} ${n(iy + ih * 0.5)} ${n(ix + iw * 0.6)} ${n(iy + ih * 0.72)}T${n(ix + iw)} ${n(iy + ih * 0.65)}V${n(iy + ih)}H${n(ix)}z`,
        p.main,
      ),
    );
  } else if (kind === 'shapes') {
    c.add(rect(ix, iy, iw, ih, lighten(p.neutral, 0.2)));
    c.add(circle(ix + iw * 0.35, iy + ih * 0.38, Math.min(iw, ih) * 0.26, p.accent));
    c.add(
      path(
        `M${n(ix + iw * 0.3)} ${n(iy + ih)}A${n(iw * 0.35)} ${n(iw * 0.35)} 0 0 1 ${n(ix + iw)} ${n(iy + ih)}z`,
        p.main,
      ),
    );
    c.add(rect(ix, iy + ih * 0.72, iw * 0.3, ih * 0.28, darken(p.neutral, 0.3)));
  } else if (kind === 'arches') {
    c.add(rect(ix, iy, iw, ih, lighten(p.main, 0.8)));
    const cols = [p.main, p.accent, lighten(p.main, 0.4)];
    for (let i = 0; i < 3; i += 1) {
      const rr = iw * (0.45 - i * 0.13);
      c.add(
        path(
          `M${n(ix + iw / 2 - rr)} ${n(iy + ih)}A${n(rr)} ${n(rr)} 0 0 1 ${n(ix + iw / 2 + rr)} ${n(iy + ih)}z`,
          cols[i] ?? p.main,
        ),
      );
    }
  } else {
    c.add(rect(ix, iy, iw, ih, lighten(p.accent, 0.75)));
    for (let i = 0; i < 3; i += 1) {
      const yy = iy + ih * (0.45 + i * 0.18);
      c.add(
        path(
          `M${n(ix)} ${n(yy)}Q${n(ix + iw * 0.25)} ${n(yy - ih * 0.12)} ${n(ix + iw * 0.5)} ${n(yy)}T${n(ix + iw)} ${n(yy)}V${n(iy + ih)}H${n(ix)}z`,
          i === 0 ? lighten(p.main, 0.4) : i === 1 ? p.main : darken(p.main, 0.3),
        ),
      );
    }
  }
}

function rug(c: Canvas, r: Rng, cx: number, cy: number, rx: number, ry: number, p: Palette): void {
  const base = r.pick([
    lighten(p.accent, 0.55),
    lighten(p.main, 0.55),
    mix(p.neutral, '#d8cfc0', 0.5),
    darken(p.neutral, 0.1),
  ]);
  if (r.chance(0.5)) {
    c.add(ellipse(cx, cy, rx, ry, base));
    c.add(ellipse(cx, cy, rx * 0.86, ry * 0.78, 'none', { stroke: darken(base, 0.15), sw: 6 }));
    c.add(ellipse(cx, cy, rx * 0.6, ry * 0.5, lighten(base, 0.2), { opacity: 0.6 }));
  } else {
    const d = ry * 0.9;
    const half = (y: number): number => lerp(rx - d, rx, (y - (cy - ry)) / (2 * ry));
    c.add(poly([cx - rx + d, cy - ry, cx + rx - d, cy - ry, cx + rx, cy + ry, cx - rx, cy + ry], base));
    const stripe = darken(base, 0.18);
    const band = (t0: number, t1: number): string => {
      const y0 = cy - ry + 2 * ry * t0;
      const y1 = cy - ry + 2 * ry * t1;
      return poly(
        [cx - half(y0) * 0.92, y0, cx + half(y0) * 0.92, y0, cx + half(y1) * 0.92, y1, cx - half(y1) * 0.92, y1],
        stripe,
      );
    };
    c.add(band(0.14, 0.24), band(0.76, 0.86));
    let fringe = '';
    for (let x = cx - rx + 6; x < cx + rx - 4; x += 12) fringe += rp(x, cy + ry, 3, 9);
    c.add(path(fringe, base));
  }
}

function mug(
  c: Canvas,
  x: number,
  baseY: number,
  s: number,
  colour: string,
  steam: boolean,
  steamColour = '#ffffff',
): void {
  c.add(
    path(`M${n(x + s * 0.45)} ${n(baseY - s * 0.75)}a${n(s * 0.22)} ${n(s * 0.22)} 0 0 1 0 ${n(s * 0.44)}`, 'none', {
      stroke: colour,
      sw: s * 0.09,
    }),
  );
  c.add(rect(x - s * 0.45, baseY - s, s * 0.9, s, colour, { rx: s * 0.12 }));
  c.add(rect(x + s * 0.15, baseY - s, s * 0.3, s, '#10131c', { opacity: 0.1, rx: s * 0.1 }));
  if (steam) {
    c.add(
      stroke(
        `M${n(x - s * 0.15)} ${n(baseY - s * 1.2)}q${n(s * 0.15)} ${n(-s * 0.2)} 0 ${n(-s * 0.4)}t0 ${n(-s * 0.4)}M${n(x + s * 0.15)} ${n(baseY - s * 1.25)}q${n(s * 0.15)} ${n(-s * 0.2)} 0 ${n(-s * 0.4)}t0 ${n(-s * 0.4)}`,
        steamColour,
        s * 0.07,
        { opacity: 0.7 },
      ),
    );
  }
}

function tableLamp(c: Canvas, x: number, baseY: number, s: number, shade: string, glow: boolean): void {
  if (glow) c.add(halo(x, baseY - s * 1.05, s * 1.3, '#fff0c0', 0.4, 5));
  c.add(ellipse(x, baseY - s * 0.08, s * 0.28, s * 0.08, '#2b2f38'));
  c.add(
    path(`M${n(x)} ${n(baseY - s * 0.1)}L${n(x)} ${n(baseY - s * 0.8)}`, 'none', { stroke: '#2b2f38', sw: s * 0.06 }),
  );
  c.add(ellipse(x, baseY - s * 0.42, s * 0.2, s * 0.28, lighten(shade, 0.15)));
  c.add(
    poly(
      [
        x - s * 0.22,
        baseY - s * 1.25,
        x + s * 0.22,
        baseY - s * 1.25,
        x + s * 0.36,
        baseY - s * 0.8,
        x - s * 0.36,
        baseY - s * 0.8,
      ],
      shade,
    ),
  );
  c.add(ellipse(x, baseY - s * 0.8, s * 0.36, s * 0.05, glow ? '#fff4d6' : darken(shade, 0.2)));
}

function archLamp(c: Canvas, x: number, baseY: number, s: number, dir: number, shade: string): void {
  c.add(ellipse(x, baseY - 6, 26 * s, 7 * s, '#2b2f38'));
  c.add(
    stroke(
      `M${n(x)} ${n(baseY - 8)}L${n(x + dir * 22 * s)} ${n(baseY - 110 * s)}L${n(x + dir * 80 * s)} ${n(baseY - 140 * s)}`,
      '#2b2f38',
      5 * s,
    ),
  );
  const hx = x + dir * 80 * s;
  const hy = baseY - 140 * s;
  c.add(
    path(
      `M${n(hx - 26 * s)} ${n(hy + 30 * s)}A${n(26 * s)} ${n(26 * s)} 0 0 1 ${n(hx + 26 * s)} ${n(hy + 30 * s)}z`,
      shade,
      { transform: rot(dir * 20, hx, hy + 20 * s) },
    ),
  );
}

function laptop(c: Canvas, x: number, baseY: number, s: number, p: Palette, back: boolean): void {
  const w = 150 * s;
  const h = 100 * s;
  if (back) {
    c.add(rect(x - w / 2, baseY - h - 4 * s, w, h, '#c7ccd4', { rx: 6 * s }));
    c.add(rect(x - w / 2, baseY - h - 4 * s, w * 0.5, h, '#ffffff', { rx: 6 * s, opacity: 0.2 }));
    c.add(circle(x, baseY - h / 2 - 4 * s, 7 * s, '#e9ecf0'));
    c.add(rect(x - w * 0.55, baseY - 5 * s, w * 1.1, 5 * s, '#aab0b9', { rx: 2 * s }));
    return;
  }
  c.add(rect(x - w / 2, baseY - h - 4 * s, w, h, '#2b2f38', { rx: 6 * s }));
  c.add(
    rect(
      x - w / 2 + 6 * s,
      baseY - h + 2 * s,
      w - 12 * s,
      h - 14 * s,
      c.linear(
        [
          [0, lighten(p.main, 0.35)],
          [1, lighten(p.accent, 0.3)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(rect(x - w / 2 + 16 * s, baseY - h + 14 * s, w * 0.35, 8 * s, '#ffffff', { opacity: 0.8, rx: 3 * s }));
  c.add(rect(x - w / 2 + 16 * s, baseY - h + 30 * s, w * 0.55, 5 * s, '#ffffff', { opacity: 0.5, rx: 2 * s }));
  c.add(rect(x - w * 0.58, baseY - 6 * s, w * 1.16, 6 * s, '#aab0b9', { rx: 2 * s }));
}

/** An office or dining chair seen from behind. */
function chairBack(c: Canvas, x: number, baseY: number, s: number, colour: string, office: boolean): void {
  const seatY = baseY - 92 * s;
  c.add(ellipse(x, baseY, 70 * s, 10 * s, '#10131c', { opacity: 0.14 }));
  if (office) {
    c.add(rect(x - 5 * s, seatY, 10 * s, 70 * s, '#3a3f48'));
    c.add(
      stroke(
        `M${n(x - 55 * s)} ${n(baseY - 8 * s)}L${n(x)} ${n(baseY - 24 * s)}L${n(x + 55 * s)} ${n(baseY - 8 * s)}`,
        '#3a3f48',
        7 * s,
      ),
    );
    c.add(circle(x - 55 * s, baseY - 5 * s, 6 * s, '#2b2f38'), circle(x + 55 * s, baseY - 5 * s, 6 * s, '#2b2f38'));
  } else {
    c.add(
      rect(x - 58 * s, seatY, 9 * s, baseY - seatY, '#8a6247'),
      rect(x + 49 * s, seatY, 9 * s, baseY - seatY, '#8a6247'),
    );
  }
  c.add(rect(x - 66 * s, seatY - 6 * s, 132 * s, 18 * s, darken(colour, 0.2), { rx: 8 * s }));
  c.add(rect(x - 58 * s, seatY - 150 * s, 116 * s, 150 * s, colour, { rx: 26 * s }));
  c.add(rect(x - 58 * s, seatY - 150 * s, 40 * s, 150 * s, '#ffffff', { opacity: 0.08, rx: 20 * s }));
}

// ---------------------------------------------------------------------------------------------
// Scene: room
// ---------------------------------------------------------------------------------------------

function bed(
  c: Canvas,
  r: Rng,
  cx: number,
  floorY: number,
  p: Palette,
  wall: string,
): { readonly left: number; readonly right: number; readonly headTop: number } {
  const bw = r.range(440, 520);
  const headTop = floorY - r.range(250, 300);
  const headCol = r.pick([
    darken(p.main, 0.1),
    mix(p.main, p.neutral, 0.45),
    '#b58a63',
    darken(p.neutral, 0.35),
    mix(p.accent, p.neutral, 0.5),
  ]);
  const headStyle = r.pick(['rounded', 'panel', 'slats', 'tufted'] as const);
  const hx = cx - bw / 2 - 16;
  const hw = bw + 32;
  c.add(
    rect(hx + 10, headTop + 10, hw, floorY - headTop, darken(wall, 0.25), {
      opacity: 0.35,
      rx: headStyle === 'rounded' ? 46 : 10,
    }),
  );
  c.add(rect(hx, headTop, hw, floorY - headTop + 20, headCol, { rx: headStyle === 'rounded' ? 46 : 10 }));
  if (headStyle === 'slats') {
    let d = '';
    for (let x = hx + 22; x < hx + hw - 10; x += 26) d += rp(x, headTop + 6, 4, floorY - headTop);
    c.add(path(d, darken(headCol, 0.18)));
  } else if (headStyle === 'tufted') {
    let d = '';
    for (let y = headTop + 40; y < floorY - 80; y += 48)
      for (let x = hx + 40 + ((y - headTop) % 96 === 40 ? 0 : 30); x < hx + hw - 20; x += 60) d += cp(x, y, 4);
    c.add(path(d, darken(headCol, 0.25)));
  } else if (headStyle === 'panel') {
    c.add(rect(hx + 18, headTop + 18, hw - 36, floorY - headTop - 40, lighten(headCol, 0.08), { rx: 6 }));
  }
  const backY = floorY - 58;
  const frontY = floorY + r.range(112, 142);
  const fw = bw * 1.16;
  const sheet = '#f7f5f0';
  c.add(poly([cx - bw / 2, backY, cx + bw / 2, backY, cx + fw / 2, frontY, cx - fw / 2, frontY], sheet));
  const pillow = r.pick(['#ffffff', lighten(p.neutral, 0.4), '#f1ece2']);
  const pw = bw * 0.44;
  for (const dx of [-1, 1]) {
    const px = cx + dx * bw * 0.24 - pw / 2;
    c.add(rect(px, backY - 44, pw, 70, pillow, { rx: 28 }));
    c.add(rect(px, backY + 6, pw, 20, '#10131c', { rx: 10, opacity: 0.06 }));
  }
  const cushion = r.chance(0.7);
  if (cushion) {
    c.add(rect(cx - 62, backY - 16, 124, 58, p.accent, { rx: 18, transform: rot(r.range(-8, 8), cx, backY) }));
  }
  const duvet = r.pick([p.accent, lighten(p.accent, 0.25), p.main, lighten(p.main, 0.3), '#ffffff']);
  const duvetCol = duvet === '#ffffff' ? '#f4f2ee' : duvet;
  const t0 = r.range(0.28, 0.4);
  const yd = lerp(backY, frontY, t0);
  const wd = lerp(bw, fw, t0);
  c.add(poly([cx - wd / 2 - 8, yd, cx + wd / 2 + 8, yd, cx + fw / 2 + 12, frontY, cx - fw / 2 - 12, frontY], duvetCol));
  c.add(
    poly(
      [cx - wd / 2 - 8, yd, cx + wd / 2 + 8, yd, cx + wd / 2 + 10, yd + 16, cx - wd / 2 - 10, yd + 16],
      lighten(duvetCol, 0.35),
    ),
  );
  const faceH = 66;
  c.add(
    rect(
      cx - fw / 2 - 12,
      frontY - 2,
      fw + 24,
      faceH,
      c.linear([
        [0, darken(duvetCol, 0.06)],
        [1, darken(duvetCol, 0.16)],
      ]),
      { rx: 10 },
    ),
  );
  if (r.chance(0.65)) {
    const throwCol =
      duvet === p.main ? p.accent : r.pick([p.main, darken(p.main, 0.2), mix(p.neutral, '#b9a88f', 0.5)]);
    const ta = r.range(0.62, 0.74);
    const ya = lerp(backY, frontY, ta);
    const wa = lerp(bw, fw, ta);
    c.add(
      poly([cx - wa / 2 - 10, ya, cx + wa / 2 + 10, ya, cx + fw / 2 + 14, frontY, cx - fw / 2 - 14, frontY], throwCol),
    );
    c.add(
      rect(
        cx - fw / 2 - 14,
        frontY - 2,
        fw + 28,
        faceH + 10,
        c.linear([
          [0, throwCol],
          [1, darken(throwCol, 0.15)],
        ]),
        { rx: 8 },
      ),
    );
    let fringe = '';
    for (let x = cx - fw / 2 - 8; x < cx + fw / 2 + 10; x += 14) fringe += rp(x, frontY + faceH + 8, 3, 10);
    c.add(path(fringe, throwCol));
  }
  const baseCol = r.pick([headCol, '#8a6247', '#3a3f48', darken(p.neutral, 0.3)]);
  c.add(rect(cx - fw / 2 + 4, frontY + faceH - 4, fw - 8, 30, baseCol, { rx: 4 }));
  c.add(
    rect(cx - fw / 2 + 16, frontY + faceH + 26, 14, 24, darken(baseCol, 0.2)),
    rect(cx + fw / 2 - 30, frontY + faceH + 26, 14, 24, darken(baseCol, 0.2)),
  );
  c.add(ellipse(cx, frontY + faceH + 52, fw * 0.55, 12, '#10131c', { opacity: 0.14 }));
  return { left: cx - fw / 2, right: cx + fw / 2, headTop };
}

function bedside(c: Canvas, r: Rng, x: number, floorY: number, p: Palette, wood: string): void {
  const w = 96;
  const baseY = floorY + 48;
  const top = baseY - 128;
  c.add(rect(x - w / 2, top, w, 110, wood, { rx: 5 }));
  c.add(
    rect(x - w / 2 + 8, top + 18, w - 16, 38, lighten(wood, 0.1), { rx: 3 }),
    rect(x - 12, top + 34, 24, 5, '#3a3f48', { rx: 2 }),
  );
  c.add(
    rect(x - w / 2 + 8, baseY - 18, 6, 18, darken(wood, 0.3)),
    rect(x + w / 2 - 14, baseY - 18, 6, 18, darken(wood, 0.3)),
  );
  if (r.chance(0.6)) tableLamp(c, x, top, 90, r.pick([p.accent, lighten(p.neutral, 0.2), p.main]), r.chance(0.5));
  else plant(c, r, x, top, 110, r.pick(['#e9e4da', p.accent, '#c77c5a']), r.pick(GREENS));
}

function shelf(c: Canvas, r: Rng, x: number, y: number, w: number, p: Palette, wood: string): void {
  let cx = x + 8;
  const end = x + w - 8;
  while (cx < end - 30) {
    const item = r.weighted([
      ['books', 4],
      ['plant', 1.5],
      ['vase', 1],
      ['frame', 1],
    ] as const);
    if (item === 'books') {
      const bw = Math.min(end - cx, r.range(70, 130));
      books(c, r, cx, y, bw, bookColours(p), r.range(60, 82));
      cx += bw + 12;
    } else if (item === 'plant' && end - cx > 60) {
      plant(c, r, cx + 28, y, 90, r.pick(['#e9e4da', '#c77c5a', p.accent, '#2f343c']), r.pick(GREENS));
      cx += 66;
    } else if (item === 'vase' && end - cx > 50) {
      const col = r.pick([p.accent, lighten(p.main, 0.3), '#e9e4da']);
      c.add(path(`M${n(cx + 10)} ${n(y)}q-10 -30 6 -44v-14h12v14q16 14 6 44z`, col));
      cx += 52;
    } else if (item === 'frame' && end - cx > 60) {
      c.add(
        rect(cx, y - 66, 52, 66, '#2b2f38', { rx: 2 }),
        rect(cx + 6, y - 60, 40, 54, lighten(p.accent, 0.5)),
        circle(cx + 26, y - 36, 12, p.main),
      );
      cx += 66;
    } else cx += 20;
  }
  c.add(rect(x, y, w, 10, wood, { rx: 2 }), rect(x + 4, y + 10, w - 8, 8, '#10131c', { opacity: 0.08 }));
}

// ---------------------------------------------------------------------------------------------
// Scene: common spaces
// ---------------------------------------------------------------------------------------------

function sofa(
  c: Canvas,
  r: Rng,
  cx: number,
  baseY: number,
  sw: number,
  col: string,
  cushions: readonly string[],
): void {
  const seatH = 66;
  const armW = 58;
  const legH = 26;
  const seatTop = baseY - legH - seatH - 18;
  const backTop = seatTop - 120;
  c.add(ellipse(cx, baseY, sw * 0.55, 14, '#10131c', { opacity: 0.15 }));
  c.add(rect(cx - sw / 2 + 20, backTop, sw - 40, 150, darken(col, 0.1), { rx: 22 }));
  const nBack = sw > 620 ? 3 : 2;
  const innerW = sw - 2 * armW;
  for (let i = 0; i < nBack; i += 1) {
    const bw = innerW / nBack;
    c.add(rect(cx - innerW / 2 + i * bw + 4, backTop + 18, bw - 8, 108, lighten(col, 0.04), { rx: 18 }));
  }
  for (let i = 0; i < r.int(2, 3); i += 1) {
    const cw = r.range(90, 110);
    const x = cx - innerW / 2 + 30 + r.next() * (innerW - cw - 60);
    c.add(
      rect(x, seatTop - 92, cw, cw * 0.9, r.pick(cushions), {
        rx: 16,
        transform: rot(r.range(-10, 10), x + cw / 2, seatTop),
      }),
    );
  }
  c.add(rect(cx - innerW / 2 - 6, seatTop, innerW + 12, seatH, lighten(col, 0.08), { rx: 14 }));
  let seams = '';
  for (let i = 1; i < nBack; i += 1)
    seams += rp(cx - innerW / 2 + (i * innerW) / nBack - 1.5, seatTop + 4, 3, seatH - 8);
  c.add(path(seams, darken(col, 0.12)));
  c.add(
    rect(cx - sw / 2, seatTop - 46, armW, seatH + 64, col, { rx: 24 }),
    rect(cx + sw / 2 - armW, seatTop - 46, armW, seatH + 64, col, { rx: 24 }),
  );
  c.add(rect(cx - sw / 2 + 6, baseY - legH - 22, sw - 12, 24, darken(col, 0.2), { rx: 8 }));
  c.add(
    rect(cx - sw / 2 + 24, baseY - legH, 10, legH, '#5a4332'),
    rect(cx + sw / 2 - 34, baseY - legH, 10, legH, '#5a4332'),
  );
}

function coffeeTable(c: Canvas, r: Rng, cx: number, y: number, p: Palette, wood: string): void {
  c.add(ellipse(cx, y + 88, 150, 12, '#10131c', { opacity: 0.14 }));
  c.add(
    rect(cx - 100, y + 10, 10, 80, '#3a3f48'),
    rect(cx + 90, y + 10, 10, 80, '#3a3f48'),
    rect(cx - 6, y + 10, 12, 76, '#3a3f48'),
  );
  c.add(ellipse(cx, y + 10, 160, 26, darken(wood, 0.2)), ellipse(cx, y, 160, 26, wood));
  books(c, r, cx - 120, y - 4, 50, bookColours(p), 26);
  mug(c, cx + 40, y + 2, 28, r.pick([p.accent, '#ffffff']), false);
  if (r.chance(0.6)) plant(c, r, cx + 105, y + 2, 80, r.pick(['#e9e4da', p.main]), r.pick(GREENS));
}

function floorLamp(c: Canvas, x: number, baseY: number, dir: number, shade: string, glow: boolean): void {
  const hx = x + dir * 170;
  const hy = baseY - 430;
  if (glow) c.add(halo(hx, hy + 40, 140, '#fff0c0', 0.4, 5));
  c.add(ellipse(x, baseY - 6, 40, 9, '#2b2f38'));
  c.add(stroke(`M${n(x)} ${n(baseY - 8)}V${n(baseY - 300)}Q${n(x)} ${n(hy - 40)} ${n(hx)} ${n(hy)}`, '#2b2f38', 6));
  c.add(path(`M${n(hx - 50)} ${n(hy + 50)}A${n(50)} ${n(50)} 0 0 1 ${n(hx + 50)} ${n(hy + 50)}z`, shade));
  c.add(ellipse(hx, hy + 50, 50, 7, glow ? '#fff4d6' : darken(shade, 0.3)));
}

function bookcase(c: Canvas, r: Rng, x: number, top: number, w: number, baseY: number, p: Palette, wood: string): void {
  c.add(rect(x, top, w, baseY - top, darken(wood, 0.15)));
  const rows = Math.max(2, Math.floor((baseY - top - 20) / 110));
  const rowH = (baseY - top - 20) / rows;
  c.add(rect(x + 10, top + 10, w - 20, baseY - top - 20, darken(wood, 0.45)));
  for (let i = 0; i < rows; i += 1) {
    const sy = top + 10 + (i + 1) * rowH;
    if (r.chance(0.18)) plant(c, r, x + 40 + r.next() * (w - 80), sy - 8, 80, '#e9e4da', r.pick(GREENS));
    else books(c, r, x + 14, sy - 8, w - 28, bookColours(p), rowH - 24);
    c.add(rect(x + 10, sy - 8, w - 20, 10, wood));
  }
}

function commonLounge(c: Canvas, r: Rng, p: Palette): void {
  const floorY = r.range(720, 760);
  const wall = r.pick([mix(p.neutral, '#ffffff', 0.2), mix(p.neutral, p.main, 0.12), mix('#efe7da', p.neutral, 0.5)]);
  const wood = r.pick(WOODS);
  drawInterior(c, r, wall, r.pick(WOODS), floorY, 'wood');
  const sofaX = W / 2 + r.range(-180, 180);
  const windows = r.int(2, 3);
  const frame = r.pick(['#2f343c', '#f4f2ee']);
  const layout = r.pick(['windows', 'gallery'] as const);
  if (layout === 'windows') {
    const wwid = r.range(200, 250);
    const gap = r.range(70, 110);
    const total = windows * wwid + (windows - 1) * gap;
    const tod = r.weighted<Tod>([
      ['day', 5],
      ['golden', 3],
      ['dusk', 1],
    ]);
    for (let i = 0; i < windows; i += 1) {
      const arch = r.chance(0.3);
      windowView(c, r, W / 2 - total / 2 + i * (wwid + gap), 90, wwid, floorY - 330, p, frame, { panes: 2, arch, tod });
    }
  } else {
    c.add(rect(sofaX - 420, floorY - 560, 840, 560, mix(p.main, p.neutral, 0.3)));
    art(c, r, sofaX - 300, floorY - 480, 200, 240, p);
    art(c, r, sofaX - 60, floorY - 500, 150, 150, p);
    art(c, r, sofaX - 60, floorY - 310, 150, 100, p);
    art(c, r, sofaX + 130, floorY - 460, 170, 200, p);
  }
  const bcSide = sofaX < W / 2 ? 1 : -1;
  const bcX = bcSide > 0 ? W - 300 : 40;
  if (r.chance(0.6)) bookcase(c, r, bcX, floorY - 520, 260, floorY + 30, p, wood);
  else
    plant(c, r, bcSide > 0 ? W - 140 : 140, floorY + 80, 300, r.pick(['#e9e4da', '#2f343c', p.accent]), r.pick(GREENS));
  rug(c, r, sofaX, floorY + 210, 520, 90, p);
  const sofaCol = r.pick([
    p.main,
    mix(p.main, p.neutral, 0.3),
    darken(p.neutral, 0.45),
    '#6d7f73',
    mix(p.accent, '#6b5a4e', 0.5),
  ]);
  sofa(c, r, sofaX, floorY + 120, r.range(640, 760), sofaCol, [
    p.accent,
    lighten(p.accent, 0.3),
    p.neutral,
    lighten(p.main, 0.4),
  ]);
  floorLamp(c, sofaX + -bcSide * 470, floorY + 110, bcSide, r.pick([p.accent, '#2f343c', '#f4f2ee']), r.chance(0.5));
  coffeeTable(c, r, sofaX + r.range(-40, 40), floorY + 210, p, wood);
  plant(
    c,
    r,
    sofaX + -bcSide * 620,
    floorY + 160,
    r.range(200, 260),
    r.pick(['#c77c5a', '#e9e4da', p.main]),
    r.pick(GREENS),
  );
  const pendants = r.int(1, 3);
  const shade = r.pick(['dome', 'globe', 'cone', 'drum'] as const);
  const shadeCol = r.pick([p.accent, '#2f343c', '#f4f2ee', p.main]);
  for (let i = 0; i < pendants; i += 1)
    pendant(c, sofaX + (i - (pendants - 1) / 2) * 170, r.range(90, 150), 100, shadeCol, shade, r.chance(0.5));
}

function commonStudy(c: Canvas, r: Rng, p: Palette): void {
  const floorY = r.range(700, 740);
  const wall = r.pick([mix(p.neutral, '#ffffff', 0.2), mix(p.neutral, p.main, 0.14), mix(p.neutral, p.accent, 0.1)]);
  const wood = r.pick(WOODS);
  drawInterior(
    c,
    r,
    wall,
    r.pick([...WOODS, mix(p.neutral, darken(p.main, 0.3), 0.4)]),
    floorY,
    r.pick(['wood', 'carpet'] as const),
  );
  const frame = r.pick(['#2f343c', '#f4f2ee']);
  const tod = r.weighted<Tod>([
    ['day', 5],
    ['golden', 2],
  ]);
  const windows = r.int(2, 3);
  const wwid = r.range(220, 260);
  const gap = r.range(60, 100);
  const total = windows * wwid + (windows - 1) * gap;
  for (let i = 0; i < windows; i += 1)
    windowView(c, r, W / 2 - total / 2 + i * (wwid + gap), 80, wwid, floorY - 360, p, frame, { panes: 2, tod });
  bookcase(c, r, 40, 120, 300, floorY + 20, p, wood);
  bookcase(c, r, W - 340, 120, 300, floorY + 20, p, wood);
  // Long table with chairs behind it.
  const tw = r.range(860, 1000);
  const tx = W / 2 + r.range(-60, 60);
  const tableTop = floorY + r.range(40, 70);
  const chairCols = [p.accent, p.main, lighten(p.accent, 0.2)];
  const seats = r.int(3, 5);
  const chairCol = r.chance(0.6) ? r.pick(chairCols) : undefined;
  for (let i = 0; i < seats; i += 1) {
    const x = tx - tw / 2 + ((i + 0.5) * tw) / seats;
    const col = chairCol ?? r.pick(chairCols);
    c.add(rect(x - 60, tableTop - 150, 120, 170, col, { rx: 24 }));
    c.add(rect(x - 60, tableTop - 150, 40, 170, '#ffffff', { opacity: 0.1, rx: 20 }));
  }
  const tableCol = r.pick([wood, '#f4f2ee', lighten(wood, 0.2)]);
  c.add(ellipse(tx, tableTop + 250, tw * 0.55, 20, '#10131c', { opacity: 0.15 }));
  c.add(
    rect(tx - tw / 2 + 30, tableTop + 20, 16, 230, '#2f343c'),
    rect(tx + tw / 2 - 46, tableTop + 20, 16, 230, '#2f343c'),
  );
  c.add(
    rect(tx - tw / 2, tableTop, tw, 22, tableCol, { rx: 4 }),
    rect(tx - tw / 2 + 10, tableTop + 22, tw - 20, 18, darken(tableCol, 0.15)),
  );
  for (let i = 0; i < seats; i += 1) {
    const x = tx - tw / 2 + ((i + 0.5) * tw) / seats;
    const item = r.weighted([
      ['laptop', 3],
      ['books', 1.2],
      ['lamp', 1],
    ] as const);
    if (item === 'laptop') laptop(c, x, tableTop, 0.9, p, true);
    else if (item === 'books') {
      c.add(
        rect(x - 60, tableTop - 16, 120, 16, p.main, { rx: 2 }),
        rect(x - 50, tableTop - 30, 104, 14, p.accent, { rx: 2 }),
        rect(x - 56, tableTop - 42, 96, 12, '#e8dfcf', { rx: 2 }),
      );
    } else tableLamp(c, x, tableTop, 100, r.pick([p.accent, '#3f7d64']), true);
    if (r.chance(0.4)) mug(c, x + 90, tableTop, 28, r.pick([p.accent, '#ffffff']), false);
  }
  const shade = r.pick(['dome', 'cone', 'drum'] as const);
  const shadeCol = r.pick([p.accent, '#2f343c', p.main]);
  for (let i = 0; i < seats; i += 1)
    pendant(c, tx - tw / 2 + ((i + 0.5) * tw) / seats, r.range(90, 110), 80, shadeCol, shade, true);
  plant(c, r, tx - tw / 2 - 60, floorY + 130, 220, r.pick(['#e9e4da', '#c77c5a']), r.pick(GREENS));
}

function treadmill(c: Canvas, x: number, baseY: number, s: number, body: string, accent: string): void {
  c.add(ellipse(x + 150 * s, baseY, 180 * s, 10 * s, '#10131c', { opacity: 0.2 }));
  c.add(
    poly([x, baseY - 8 * s, x + 300 * s, baseY - 8 * s, x + 300 * s, baseY - 34 * s, x + 6 * s, baseY - 42 * s], body),
  );
  c.add(
    poly(
      [x + 6 * s, baseY - 42 * s, x + 300 * s, baseY - 34 * s, x + 300 * s, baseY - 40 * s, x + 6 * s, baseY - 49 * s],
      '#1c1f26',
    ),
  );
  c.add(rect(x + 20 * s, baseY - 30 * s, 250 * s, 5 * s, accent));
  c.add(
    poly(
      [
        x + 262 * s,
        baseY - 36 * s,
        x + 282 * s,
        baseY - 36 * s,
        x + 300 * s,
        baseY - 220 * s,
        x + 280 * s,
        baseY - 220 * s,
      ],
      body,
    ),
  );
  c.add(stroke(`M${n(x + 282 * s)} ${n(baseY - 190 * s)}L${n(x + 190 * s)} ${n(baseY - 170 * s)}`, body, 9 * s));
  c.add(
    rect(x + 240 * s, baseY - 262 * s, 100 * s, 48 * s, body, {
      rx: 8 * s,
      transform: rot(-12, x + 290 * s, baseY - 238 * s),
    }),
  );
  c.add(
    rect(
      x + 250 * s,
      baseY - 255 * s,
      80 * s,
      30 * s,
      c.linear([
        [0, lighten(accent, 0.3)],
        [1, accent],
      ]),
      { rx: 4 * s, transform: rot(-12, x + 290 * s, baseY - 238 * s) },
    ),
  );
}

function dumbbellRack(c: Canvas, x: number, baseY: number, w: number, frame: string, weights: readonly string[]): void {
  c.add(ellipse(x + w / 2, baseY, w * 0.55, 10, '#10131c', { opacity: 0.2 }));
  c.add(
    poly([x, baseY, x + 14, baseY, x + 50, baseY - 190, x + 36, baseY - 190], frame),
    poly([x + w, baseY, x + w - 14, baseY, x + w - 50, baseY - 190, x + w - 36, baseY - 190], frame),
  );
  const tiers = [baseY - 80, baseY - 170];
  tiers.forEach((ty, t) => {
    const inset = 24 + t * 20;
    c.add(rect(x + inset, ty, w - 2 * inset, 10, frame, { rx: 3 }));
    const count = Math.floor((w - 2 * inset - 20) / 62);
    for (let i = 0; i < count; i += 1) {
      const dx = x + inset + 16 + i * 62;
      const s = 1 - t * 0.2 - i * 0.02;
      const col = weights[(i + t) % weights.length] ?? '#2b2f38';
      c.add(rect(dx + 12, ty - 20 * s, 24, 6, '#9aa1a8'));
      c.add(rect(dx, ty - 34 * s, 16, 34 * s, col, { rx: 4 }), rect(dx + 34, ty - 34 * s, 16, 34 * s, col, { rx: 4 }));
    }
  });
}

function spinBike(c: Canvas, x: number, baseY: number, s: number, body: string, accent: string): void {
  c.add(ellipse(x + 105 * s, baseY, 125 * s, 9 * s, '#10131c', { opacity: 0.2 }));
  c.add(
    rect(x, baseY - 12 * s, 70 * s, 12 * s, body, { rx: 5 * s }),
    rect(x + 150 * s, baseY - 12 * s, 70 * s, 12 * s, body, { rx: 5 * s }),
  );
  c.add(
    stroke(
      `M${n(x + 35 * s)} ${n(baseY - 10 * s)}L${n(x + 90 * s)} ${n(baseY - 150 * s)}M${n(x + 185 * s)} ${n(baseY - 10 * s)}L${n(x + 160 * s)} ${n(baseY - 110 * s)}L${n(x + 80 * s)} ${n(baseY - 110 * s)}`,
      body,
      13 * s,
    ),
  );
  c.add(
    circle(x + 172 * s, baseY - 78 * s, 50 * s, accent),
    circle(x + 172 * s, baseY - 78 * s, 36 * s, darken(accent, 0.15)),
    circle(x + 172 * s, baseY - 78 * s, 12 * s, body),
  );
  c.add(
    stroke(
      `M${n(x + 84 * s)} ${n(baseY - 135 * s)}L${n(x + 72 * s)} ${n(baseY - 200 * s)}M${n(x + 158 * s)} ${n(baseY - 110 * s)}L${n(x + 180 * s)} ${n(baseY - 215 * s)}L${n(x + 222 * s)} ${n(baseY - 212 * s)}`,
      body,
      10 * s,
    ),
  );
  c.add(rect(x + 36 * s, baseY - 214 * s, 76 * s, 16 * s, '#1c1f26', { rx: 8 * s }));
}

function powerRack(c: Canvas, x: number, baseY: number, s: number, frame: string, plate: string): void {
  const w = 230 * s;
  const h = 340 * s;
  c.add(ellipse(x + w / 2, baseY, w * 0.75, 10 * s, '#10131c', { opacity: 0.2 }));
  c.add(
    rect(x + 34 * s, baseY - h + 14 * s, 11 * s, h - 14 * s, darken(frame, 0.35)),
    rect(x + w - 45 * s, baseY - h + 14 * s, 11 * s, h - 14 * s, darken(frame, 0.35)),
  );
  c.add(
    rect(x, baseY - h, 15 * s, h, frame),
    rect(x + w - 15 * s, baseY - h, 15 * s, h, frame),
    rect(x - 4 * s, baseY - h, w + 8 * s, 13 * s, frame),
  );
  c.add(rect(x - 26 * s, baseY - 13 * s, w + 52 * s, 13 * s, frame, { rx: 3 * s }));
  let holes = '';
  for (let y = baseY - h + 40 * s; y < baseY - 30 * s; y += 22 * s)
    holes += cp(x + 7.5 * s, y, 2.2 * s) + cp(x + w - 7.5 * s, y, 2.2 * s);
  c.add(path(holes, lighten(frame, 0.35)));
  const barY = baseY - 215 * s;
  c.add(rect(x - 95 * s, barY, w + 190 * s, 9 * s, '#aab0b9', { rx: 4 * s }));
  for (const side of [-1, 1]) {
    const px = side < 0 ? x - 70 * s : x + w + 40 * s;
    c.add(
      rect(px, barY - 55 * s, 24 * s, 119 * s, plate, { rx: 6 * s }),
      rect(px + (side < 0 ? 24 : -16) * s, barY - 38 * s, 16 * s, 85 * s, '#2b2f38', { rx: 4 * s }),
    );
  }
}

function commonGym(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const floorY = r.range(680, 730);
  const wall = r.pick([
    '#e9ebee',
    mix(p.neutral, '#ffffff', 0.3),
    mix('#dfe3e8', p.main, 0.12),
    mix('#2f343c', p.main, 0.3),
  ]);
  const darkWall = luma(wall) < 0.4;
  drawInterior(
    c,
    r,
    wall,
    r.pick([mix('#2e3238', p.main, 0.12), mix('#3a3f48', p.accent, 0.08), '#b48a62']),
    floorY,
    r.pick(['rubber', 'rubber', 'wood'] as const),
  );
  // Wall graphics.
  const graphic = r.pick(['stripes', 'diagonal', 'circle', 'panel'] as const);
  if (graphic === 'stripes') {
    const y = floorY - r.range(220, 300);
    c.add(rect(0, y, W, 40, p.accent), rect(0, y + 50, W, 14, darkWall ? lighten(p.main, 0.4) : p.main));
  } else if (graphic === 'diagonal') {
    const x = r.range(0, W * 0.4);
    c.add(
      poly([x, floorY, x + 420, 0, x + 560, 0, x + 140, floorY], p.accent),
      poly([x + 180, floorY, x + 600, 0, x + 660, 0, x + 240, floorY], darkWall ? lighten(p.main, 0.35) : p.main),
    );
  } else if (graphic === 'circle') {
    const x = r.chance(0.5) ? r.range(150, 400) : r.range(W - 400, W - 150);
    c.add(
      circle(x, floorY - 300, 240, p.main),
      circle(x, floorY - 300, 160, wall),
      circle(x, floorY - 300, 100, p.accent),
    );
  } else {
    c.add(rect(0, 0, W * r.range(0.3, 0.45), floorY, darkWall ? lighten(wall, 0.1) : p.main));
  }
  // Mirror wall.
  const mw = r.range(520, 780);
  const mx = r.range(80, W - mw - 80);
  const mTop = r.range(70, 120);
  const mBottom = floorY - r.range(140, 200);
  const mirror = c.linear(
    [
      [0, '#dfe9f1'],
      [0.5, '#c7d6e3'],
      [1, '#e8f0f6'],
    ],
    0,
    0,
    1,
    1,
  );
  c.add(rect(mx - 10, mTop - 10, mw + 20, mBottom - mTop + 20, '#2b2f38'));
  const panels = Math.max(2, Math.round(mw / 240));
  for (let i = 0; i < panels; i += 1)
    c.add(rect(mx + (i * mw) / panels + 3, mTop, mw / panels - 6, mBottom - mTop, mirror));
  for (const [a, b] of [
    [0.1, 0.2],
    [0.55, 0.6],
  ] as const) {
    c.add(
      poly(
        [mx + mw * a, mBottom, mx + mw * (a + 0.18), mTop, mx + mw * (b + 0.18), mTop, mx + mw * b, mBottom],
        '#ffffff',
        { opacity: 0.35 },
      ),
    );
  }
  // Ceiling light strips.
  for (let i = 0; i < 3; i += 1)
    c.add(
      rect(220 + i * 450, 14, 260, 12, '#ffffff', { rx: 6 }),
      rect(
        200 + i * 450,
        26,
        300,
        46,
        c.linear([
          [0, '#ffffff', 0.3],
          [1, '#ffffff', 0],
        ]),
      ),
    );

  // Back row of kit, left to right.
  const body = r.pick(['#2b2f38', '#3a3f48', darken(p.main, 0.45)]);
  const kinds = ['treadmill', 'rack', 'dumbbells', 'bikes'] as const;
  const wanted = kinds.filter((k) =>
    k === 'treadmill'
      ? hint('treadmill')
      : k === 'rack'
        ? hint('squat', 'power rack')
        : k === 'dumbbells'
          ? hint('dumbbell')
          : hint('bike'),
  );
  const chosen = [...wanted, ...r.shuffle(kinds).filter((k) => !wanted.includes(k))].slice(0, 3);
  let x = r.range(30, 90);
  const backY = floorY + r.range(70, 100);
  for (const kind of chosen) {
    if (kind === 'treadmill') {
      treadmill(c, x, backY, 1.2, body, p.accent);
      x += 420;
    } else if (kind === 'rack') {
      powerRack(c, x + 110, backY, 1, body, p.accent);
      x += 470;
    } else if (kind === 'dumbbells') {
      dumbbellRack(c, x, backY - 10, 430, body, [p.accent, '#2b2f38', p.main]);
      x += 480;
    } else if (kind === 'bikes') {
      spinBike(c, x, backY, 1.1, body, p.accent);
      spinBike(c, x + 180, backY + 30, 1.15, body, p.accent);
      x += 460;
    }
  }
  if (x < W - 200) plant(c, r, W - 110, floorY + 110, 250, '#2f343c', r.pick(GREENS));
  // Front row: bench, ball, kettlebells, mat.
  const by = floorY + r.range(230, 270);
  const bx = r.range(620, 980);
  if (r.chance(0.5)) {
    const mx0 = r.range(80, 300);
    c.add(
      poly([mx0 + 40, by - 70, mx0 + 380, by - 70, mx0 + 420, by, mx0, by], lighten(p.accent, 0.35)),
      poly([mx0, by, mx0 + 420, by, mx0 + 420, by + 8, mx0, by + 8], darken(p.accent, 0.2)),
    );
  }
  c.add(ellipse(bx, by, 190, 12, '#10131c', { opacity: 0.2 }));
  c.add(
    rect(bx - 150, by - 70, 12, 70, '#3a3f48'),
    rect(bx + 138, by - 70, 12, 70, '#3a3f48'),
    rect(bx - 170, by - 6, 52, 8, '#3a3f48', { rx: 3 }),
    rect(bx + 118, by - 6, 52, 8, '#3a3f48', { rx: 3 }),
  );
  c.add(
    rect(bx - 180, by - 100, 360, 34, p.main, { rx: 14 }),
    rect(bx - 176, by - 100, 352, 10, lighten(p.main, 0.2), { rx: 6 }),
  );
  const ballX = bx > 800 ? r.range(1250, 1450) : r.range(1150, 1350);
  const ballR = 80;
  c.add(ellipse(ballX, H - 50, 90, 14, '#10131c', { opacity: 0.2 }));
  c.add(
    circle(
      ballX,
      H - 50 - ballR,
      ballR,
      c.radial(
        [
          [0, lighten(p.accent, 0.45)],
          [1, darken(p.accent, 0.1)],
        ],
        0.35,
        0.3,
        0.75,
      ),
    ),
  );
  c.add(
    stroke(
      `M${n(ballX - ballR * 0.9)} ${n(H - 50 - ballR)}Q${n(ballX)} ${n(H - 50 - ballR * 0.55)} ${n(ballX + ballR * 0.9)} ${n(H - 50 - ballR)}`,
      darken(p.accent, 0.15),
      3,
      { opacity: 0.6 },
    ),
  );
  const kx0 = bx < 800 ? bx + 260 : bx - 520;
  for (let i = 0; i < 3; i += 1) {
    const kx = kx0 + i * 90;
    const ky = H - 40;
    const ks = 1 - i * 0.12;
    const col = i === 1 ? p.accent : '#2b2f38';
    c.add(ellipse(kx, ky, 42 * ks, 8, '#10131c', { opacity: 0.2 }));
    c.add(
      path(`M${n(kx - 22 * ks)} ${n(ky - 50 * ks)}a${n(22 * ks)} ${n(26 * ks)} 0 0 1 ${n(44 * ks)} 0`, 'none', {
        stroke: col,
        sw: 10 * ks,
      }),
    );
    c.add(
      circle(kx, ky - 34 * ks, 36 * ks, col),
      circle(kx - 12 * ks, ky - 46 * ks, 8 * ks, '#ffffff', { opacity: 0.25 }),
    );
  }
}

function commonCinema(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const floorY = r.range(640, 680);
  const wall = mix(darken(p.main, 0.72), '#141722', 0.3);
  drawInterior(c, r, wall, darken(mix(p.main, p.accent, 0.3), 0.75), floorY, 'carpet');
  const sw = r.range(860, 1020);
  const sh = sw * 0.46;
  const sx = W / 2 - sw / 2;
  const sy = r.range(70, 110);
  c.add(
    rect(sx - 70, sy - 60, sw + 140, sh + 120, '#ffffff', { opacity: 0.04, rx: 60 }),
    rect(sx - 35, sy - 30, sw + 70, sh + 60, '#ffffff', { opacity: 0.05, rx: 30 }),
  );
  c.add(rect(sx - 10, sy - 10, sw + 20, sh + 20, '#0d0f14'));
  // The film: an abstract landscape.
  const filmTod = r.pick(['golden', 'dusk', 'day'] as const);
  const pre = SKIES[filmTod];
  c.add(
    rect(
      sx,
      sy,
      sw,
      sh,
      c.linear([
        [0, mix(pre.top, p.main, 0.2)],
        [0.7, pre.mid],
        [1, pre.bottom],
      ]),
    ),
  );
  c.add(circle(sx + sw * r.range(0.25, 0.75), sy + sh * 0.55, sh * 0.16, pre.sun));
  c.add(
    path(
      `M${n(sx)} ${n(sy + sh * 0.75)}L${n(sx + sw * 0.2)} ${n(sy + sh * 0.45)}L${n(sx + sw * 0.38)} ${n(sy + sh * 0.68)}L${n(sx + sw * 0.55)} ${n(sy + sh * 0.4)}L${n(sx + sw * 0.8)} ${n(sy + sh * 0.7)}L${n(sx + sw)} ${n(sy + sh * 0.5)}V${n(sy + sh)}H${n(sx)}z`,
      mix(p.main, pre.mid, 0.3),
    ),
  );
  c.add(
    path(
      `M${n(sx)} ${n(sy + sh * 0.85)}Q${n(sx + sw * 0.5)} ${n(sy + sh * 0.7)} ${n(sx + sw)} ${n(sy + sh * 0.88)}V${n(sy + sh)}H${n(sx)}z`,
      darken(p.main, 0.4),
    ),
  );
  // Curtains and sconces.
  const curtain = darken(p.accent, 0.35);
  for (const x of [0, W - 150]) {
    const folds = c.linear(
      [
        [0, darken(curtain, 0.2)],
        [0.25, curtain],
        [0.5, darken(curtain, 0.25)],
        [0.75, curtain],
        [1, darken(curtain, 0.2)],
      ],
      0,
      0,
      1,
      0,
    );
    c.add(rect(x, 0, 150, floorY + 10, folds));
  }
  for (const x of [sx - 110, sx + sw + 110]) {
    c.add(halo(x, floorY - 265, 120, '#ffd9a0', 0.45, 5));
    c.add(path(`M${n(x - 22)} ${n(floorY - 290)}h44l-8 50h-28z`, '#ffe6bb'));
  }
  // Seats, back row nearest.
  const seatCol = r.pick([p.accent, darken(p.accent, 0.15), p.main, lighten(p.main, 0.15)]);
  const rows = [
    { y: floorY + 150, s: 0.7, count: 7 },
    { y: H + 60, s: 1.05, count: 5 },
  ];
  const style = hint('beanbag')
    ? 'beanbags'
    : hint('sofa')
      ? 'sofas'
      : hint('armchair')
        ? 'armchairs'
        : r.pick(['armchairs', 'armchairs', 'sofas'] as const);
  for (const row of rows) {
    const seatW = 180 * row.s;
    const gap = (style === 'sofas' ? 4 : 18) * row.s;
    const total = row.count * seatW + (row.count - 1) * gap;
    const ox = W / 2 - total / 2;
    const seatFill = c.linear([
      [0, lighten(seatCol, 0.1)],
      [1, darken(seatCol, 0.5)],
    ]);
    if (style === 'beanbags') {
      for (let i = 0; i < row.count; i += 1) {
        const x = ox + i * (seatW + gap) + seatW / 2;
        const y = row.y - 70 * row.s;
        c.add(
          path(
            blob(r, x, y, 95 * row.s, 6, 0.12),
            c.linear([
              [0, lighten(seatCol, 0.15)],
              [1, darken(seatCol, 0.25)],
            ]),
          ),
        );
        c.add(ellipse(x - 20 * row.s, y - 40 * row.s, 40 * row.s, 22 * row.s, lighten(seatCol, 0.2), { opacity: 0.5 }));
      }
      continue;
    }
    if (style === 'sofas') {
      // Two long sofas per row, seen from behind.
      const half = Math.ceil(row.count / 2);
      for (const [start, count] of [
        [0, half],
        [half, row.count - half],
      ] as const) {
        if (count <= 0) continue;
        const x0 = ox + start * (seatW + gap) - 20 * row.s;
        const w = count * (seatW + gap) + 40 * row.s - gap;
        c.add(rect(x0, row.y - 150 * row.s, 40 * row.s, 160 * row.s, darken(seatCol, 0.35), { rx: 16 * row.s }));
        c.add(
          rect(x0 + w - 40 * row.s, row.y - 150 * row.s, 40 * row.s, 160 * row.s, darken(seatCol, 0.35), {
            rx: 16 * row.s,
          }),
        );
        c.add(rect(x0 + 20 * row.s, row.y - 210 * row.s, w - 40 * row.s, 220 * row.s, seatFill, { rx: 34 * row.s }));
        for (let i = 1; i < count; i += 1)
          c.add(
            rect(
              x0 + 20 * row.s + i * ((w - 40 * row.s) / count) - 2,
              row.y - 200 * row.s,
              4,
              120 * row.s,
              darken(seatCol, 0.35),
              { opacity: 0.6 },
            ),
          );
      }
      continue;
    }
    const armFill = c.linear([
      [0, darken(seatCol, 0.3)],
      [1, darken(seatCol, 0.6)],
    ]);
    for (let i = 0; i <= row.count; i += 1) {
      const x = ox + i * (seatW + gap) - gap / 2;
      c.add(rect(x - 16 * row.s, row.y - 150 * row.s, 32 * row.s, 160 * row.s, armFill, { rx: 12 * row.s }));
    }
    for (let i = 0; i < row.count; i += 1) {
      const x = ox + i * (seatW + gap);
      c.add(rect(x + 10 * row.s, row.y - 250 * row.s, seatW - 20 * row.s, 260 * row.s, seatFill, { rx: 40 * row.s }));
      c.add(
        rect(x + seatW * 0.2, row.y - 236 * row.s, seatW * 0.6, 64 * row.s, lighten(seatCol, 0.2), {
          rx: 26 * row.s,
          opacity: 0.55,
        }),
      );
      c.add(
        rect(x + seatW * 0.2, row.y - 150 * row.s, seatW * 0.6, 6 * row.s, darken(seatCol, 0.3), {
          rx: 3 * row.s,
          opacity: 0.6,
        }),
      );
    }
  }
  let lights = '';
  for (let x = 200; x < W - 180; x += 120) lights += cp(x, floorY + 40, 3);
  c.add(path(lights, '#ffd9a0'));
}

function commonKitchen(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const floorY = r.range(760, 800);
  const wall = r.pick([mix(p.neutral, '#ffffff', 0.25), mix(p.neutral, p.main, 0.1)]);
  drawInterior(c, r, wall, r.pick(['#d9d4cc', '#b9b3aa', ...WOODS]), floorY, r.pick(['tile', 'wood'] as const));
  const counterTop = floorY - 250;
  const upperBottom = counterTop - 200;
  const upperTop = 110;
  const cabinet = r.pick([p.main, lighten(p.main, 0.25), mix(p.main, p.neutral, 0.4), '#f4f2ee', '#3a3f48']);
  const worktop = r.pick(['#e9e6e0', '#2f343c', '#c49a6c', '#d8d3ca']);
  const kx0 = 80;
  const kx1 = W - 80;
  // Splashback tiles.
  const tile = r.pick(['#ffffff', lighten(p.accent, 0.6), lighten(p.main, 0.7), '#e9e6e0']);
  const tilePat = c.pattern(
    48,
    24,
    `<rect width="48" height="24" fill="${tile}"/><path d="M0 23.5H48M24 0V12M0 11.5H48M0 12V24M48 12V24" stroke="${darken(tile, 0.12)}" stroke-width="1.5" fill="none"/>`,
  );
  c.add(rect(kx0, upperBottom, kx1 - kx0, counterTop - upperBottom, tilePat));
  // Window over the sink, fridge at one end.
  const fridgeLeft = r.chance(0.5);
  const fw = 190;
  const fx = fridgeLeft ? kx0 : kx1 - fw;
  const sinkX = fridgeLeft ? r.range(760, 980) : r.range(620, 840);
  const winW = 300;
  windowView(c, r, sinkX - winW / 2, upperTop + 10, winW, upperBottom - upperTop - 10, p, '#f4f2ee', { panes: 2 });
  // Upper cabinets / open shelf.
  const runX0 = fridgeLeft ? kx0 + fw + 10 : kx0;
  const runX1 = fridgeLeft ? kx1 : kx1 - fw - 10;
  const doorW = 150;
  for (let x = runX0; x + doorW <= runX1 + 1; x += doorW) {
    if (x + doorW > sinkX - winW / 2 - 30 && x < sinkX + winW / 2 + 30) continue;
    if (r.chance(0.25)) {
      c.add(rect(x + 6, upperBottom - 110, doorW - 12, 10, '#c49a6c'));
      if (r.chance(0.5)) plant(c, r, x + doorW / 2, upperBottom - 110, 80, '#e9e4da', r.pick(GREENS));
      else books(c, r, x + 20, upperBottom - 110, doorW - 40, [p.accent, '#e9e4da', p.main, '#ffffff'], 60);
      continue;
    }
    c.add(rect(x + 3, upperTop + 40, doorW - 6, upperBottom - upperTop - 70, cabinet, { rx: 3 }));
    c.add(rect(x + doorW / 2 - 24, upperBottom - 48, 48, 5, '#9aa1a8', { rx: 2 }));
  }
  // Base units.
  c.add(rect(runX0, counterTop, runX1 - runX0, floorY - counterTop, darken(cabinet, 0.08)));
  const ovenX = fridgeLeft ? runX1 - 340 : runX0 + 170;
  for (let x = runX0; x + doorW <= runX1 + 1; x += doorW) {
    c.add(rect(x + 4, counterTop + 30, doorW - 8, floorY - counterTop - 56, cabinet, { rx: 3 }));
    c.add(rect(x + doorW / 2 - 24, counterTop + 46, 48, 5, '#9aa1a8', { rx: 2 }));
  }
  c.add(
    rect(ovenX, counterTop + 30, 170, floorY - counterTop - 56, '#2b2f38', { rx: 4 }),
    rect(ovenX + 16, counterTop + 80, 138, 100, '#10131c', { rx: 6 }),
    rect(ovenX + 20, counterTop + 50, 130, 6, '#9aa1a8', { rx: 3 }),
  );
  c.add(rect(runX0 - 10, counterTop - 4, runX1 - runX0 + 20, 30, worktop, { rx: 3 }));
  c.add(rect(ovenX + 20, counterTop - 10, 130, 8, '#1c1f26', { rx: 2 }));
  // Sink tap and items.
  c.add(stroke(`M${n(sinkX)} ${n(counterTop - 4)}V${n(counterTop - 70)}q0 -20 20 -20h16v14`, '#b8bec7', 8));
  plant(c, r, sinkX - 120, counterTop - 4, 90, r.pick(['#e9e4da', p.accent]), r.pick(GREENS));
  mug(c, sinkX + 110, counterTop - 4, 34, p.accent, false);
  c.add(
    path(`M${n(sinkX + 170)} ${n(counterTop - 4)}v-70h60v70z`, '#c49a6c'),
    path(`M${n(sinkX + 230)} ${n(counterTop - 4)}v-50h40v50z`, '#e8dfcf'),
  );
  // Fridge.
  c.add(
    rect(
      fx,
      upperTop + 10,
      fw,
      floorY - upperTop - 10,
      c.linear(
        [
          [0, '#dfe3e8'],
          [0.5, '#f4f6f8'],
          [1, '#cdd2d8'],
        ],
        0,
        0,
        1,
        0,
      ),
      { rx: 6 },
    ),
  );
  c.add(
    rect(fx, upperTop + 250, fw, 4, '#aab0b9'),
    rect(fx + (fridgeLeft ? fw - 24 : 16), upperTop + 150, 8, 80, '#9aa1a8', { rx: 3 }),
    rect(fx + (fridgeLeft ? fw - 24 : 16), upperTop + 280, 8, 120, '#9aa1a8', { rx: 3 }),
  );
  // In front: an island with stools, a dining table with chairs, or nothing (a galley kitchenette).
  const front = hint('island', 'stools', 'breakfast bar')
    ? 'island'
    : hint('table')
      ? 'table'
      : hint('kitchenette')
        ? 'none'
        : r.pick(['island', 'table', 'none'] as const);
  if (front === 'table') {
    diningTable(
      c,
      r,
      p,
      W / 2 + r.range(-160, 160),
      floorY,
      hint('round') || hint('for two') ? 2 : r.int(3, 4),
      hint('round'),
    );
    return;
  }
  if (front === 'none') {
    const mx = W / 2 + r.range(-250, 250);
    c.add(
      poly(
        [mx - 300, floorY + 40, mx + 300, floorY + 40, mx + 330, floorY + 110, mx - 330, floorY + 110],
        lighten(p.accent, 0.35),
      ),
    );
    c.add(poly([mx - 280, floorY + 56, mx + 280, floorY + 56, mx + 286, floorY + 66, mx - 286, floorY + 66], p.accent));
    plant(
      c,
      r,
      r.chance(0.5) ? 150 : W - 150,
      H - 40,
      r.range(240, 300),
      r.pick(['#e9e4da', '#c77c5a', p.main]),
      r.pick(GREENS),
    );
    return;
  }
  // Island with stools.
  const ix = W / 2 + r.range(-160, 160);
  const iw = r.range(640, 760);
  const iTop = floorY + 20;
  const islandFront = r.pick([p.main, p.accent, darken(p.main, 0.2), '#3a3f48']);
  c.add(ellipse(ix, H - 10, iw * 0.6, 16, '#10131c', { opacity: 0.15 }));
  c.add(rect(ix - iw / 2, iTop, iw, H - iTop, islandFront));
  let slats = '';
  for (let x = ix - iw / 2 + 24; x < ix + iw / 2 - 10; x += 34) slats += rp(x, iTop + 30, 4, H - iTop - 30);
  c.add(path(slats, darken(islandFront, 0.15), { opacity: 0.6 }));
  c.add(rect(ix - iw / 2 - 20, iTop - 8, iw + 40, 30, worktop, { rx: 4 }));
  c.add(
    ellipse(ix - 120, iTop - 14, 70, 14, lighten(p.accent, 0.2)),
    circle(ix - 140, iTop - 26, 16, '#e9a23b'),
    circle(ix - 110, iTop - 28, 15, '#d45b3f'),
    circle(ix - 125, iTop - 38, 14, '#8dbb5a'),
  );
  if (r.chance(0.6)) plant(c, r, ix + iw / 2 - 90, iTop - 8, 110, '#e9e4da', r.pick(GREENS));
  const stoolCol = r.pick([p.accent, '#2f343c', '#c49a6c']);
  const stools = iw > 700 ? 3 : 2;
  for (let i = 0; i < stools; i += 1) {
    const sx = ix - iw / 2 + ((i + 0.5) * iw) / stools;
    c.add(rect(sx - 40, H - 170, 80, 24, stoolCol, { rx: 10 }));
    c.add(
      stroke(
        `M${n(sx - 30)} ${n(H - 146)}L${n(sx - 44)} ${H}M${n(sx + 30)} ${n(H - 146)}L${n(sx + 44)} ${H}`,
        '#2f343c',
        7,
      ),
    );
  }
  const shade = r.pick(['dome', 'globe', 'cone'] as const);
  const shadeCol = r.pick([p.accent, '#2f343c', p.main, '#f4f2ee']);
  for (let i = 0; i < 3; i += 1) pendant(c, ix + (i - 1) * 200, r.range(300, 340), 80, shadeCol, shade, r.chance(0.5));
}

/** Words from the spec's alt text, used as deterministic hints for what to draw. */
type Hint = (...words: readonly string[]) => boolean;

const STOREY_WORDS: Readonly<Record<string, number>> = {
  'three-storey': 3,
  'four-storey': 4,
  'five-storey': 5,
  'six-storey': 6,
  'seven-storey': 7,
  'eight-storey': 8,
  'nine-storey': 9,
};

function armchair(c: Canvas, x: number, baseY: number, s: number, col: string, cushion: string): void {
  c.add(ellipse(x, baseY, 130 * s, 10 * s, '#10131c', { opacity: 0.15 }));
  c.add(rect(x - 95 * s, baseY - 250 * s, 190 * s, 180 * s, darken(col, 0.08), { rx: 46 * s }));
  c.add(rect(x - 120 * s, baseY - 150 * s, 50 * s, 120 * s, col, { rx: 22 * s }));
  c.add(rect(x + 70 * s, baseY - 150 * s, 50 * s, 120 * s, col, { rx: 22 * s }));
  c.add(rect(x - 80 * s, baseY - 110 * s, 160 * s, 56 * s, lighten(col, 0.08), { rx: 16 * s }));
  c.add(rect(x - 115 * s, baseY - 62 * s, 230 * s, 36 * s, darken(col, 0.16), { rx: 12 * s }));
  c.add(
    rect(x - 40 * s, baseY - 180 * s, 80 * s, 70 * s, cushion, { rx: 14 * s, transform: rot(-7, x, baseY - 140 * s) }),
  );
  c.add(
    rect(x - 100 * s, baseY - 28 * s, 9 * s, 28 * s, '#5a4332'),
    rect(x + 91 * s, baseY - 28 * s, 9 * s, 28 * s, '#5a4332'),
  );
}

function wardrobe(c: Canvas, x: number, floorY: number, w: number, colour: string): void {
  const top = floorY - 560;
  const base = floorY + 36;
  c.add(rect(x + 10, top + 10, w, base - top, '#10131c', { opacity: 0.08 }));
  c.add(rect(x, top, w, base - top, colour, { rx: 4 }));
  c.add(rect(x + 6, top + 6, w / 2 - 9, base - top - 40, lighten(colour, 0.06), { rx: 3 }));
  c.add(rect(x + w / 2 + 3, top + 6, w / 2 - 9, base - top - 40, lighten(colour, 0.06), { rx: 3 }));
  c.add(
    rect(x + w / 2 - 16, top + 220, 6, 70, '#3a3f48', { rx: 3 }),
    rect(x + w / 2 + 10, top + 220, 6, 70, '#3a3f48', { rx: 3 }),
  );
}

function pinboard(c: Canvas, r: Rng, x: number, y: number, w: number, h: number, p: Palette): void {
  c.add(rect(x - 6, y - 6, w + 12, h + 12, '#b58a63', { rx: 4 }), rect(x, y, w, h, '#d9b98c'));
  const notes = [lighten(p.accent, 0.4), '#fff6c2', lighten(p.main, 0.6), '#ffffff', '#cfe8d6'];
  for (let i = 0; i < 6; i += 1) {
    const nx = x + 12 + r.next() * (w - 70);
    const ny = y + 12 + r.next() * (h - 70);
    const nw = r.range(40, 60);
    c.add(rect(nx, ny, nw, nw * r.range(0.8, 1.2), r.pick(notes), { transform: rot(r.range(-8, 8), nx + nw / 2, ny) }));
    c.add(circle(nx + nw / 2, ny + 6, 4, r.pick([p.accent, p.main, '#d45b3f'])));
  }
}

/** A bedroom (the default room picture); hints add a sofa, armchair, wardrobe, big or arched window. */
function roomBedroom(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const floorY = r.range(722, 772);
  const wall = r.pick([
    mix(p.neutral, '#ffffff', 0.25),
    mix(p.neutral, p.main, 0.1),
    mix(p.neutral, p.accent, 0.12),
    mix('#f1ebe0', p.neutral, 0.5),
  ]);
  const floorKind = r.weighted([
    ['wood', 4],
    ['carpet', 1.5],
    ['tile', 0.5],
  ] as const);
  const floor = floorKind === 'carpet' ? mix(p.neutral, darken(p.main, 0.2), 0.35) : r.pick(WOODS);
  const wood = r.pick(WOODS);
  const bedLeft = r.chance(0.5);
  const bedX = bedLeft ? r.range(360, 470) : W - r.range(360, 470);
  const deskX = bedLeft ? r.range(1060, 1220) : r.range(380, 540);
  const withSofa = hint('sofa');
  const withArmchair = hint('armchair');
  const withWardrobe = hint('wardrobe');
  const bigWindow = hint(
    'skyline',
    'panoramic',
    'floor-to-ceiling',
    'wide window',
    'overlooking',
    'corner window',
    'large window',
    'industrial window',
    'large arched',
    'glass door',
    'window bay',
  );
  const arched = hint('arched');

  drawInterior(c, r, wall, floor, floorY, floorKind);
  const feature = hint('exposed brick')
    ? 'brick'
    : hint('feature wall', 'walls')
      ? 'block'
      : hint('timber headboard', 'panelling')
        ? 'slats'
        : r.pick(['block', 'arch', 'half', 'none', 'slats'] as const);
  const featureCol = r.pick([mix(p.main, p.neutral, 0.35), mix(p.accent, p.neutral, 0.45), lighten(p.main, 0.15)]);
  if (feature === 'block') c.add(rect(bedX - 340, floorY - 470, 680, 470, featureCol));
  else if (feature === 'arch') c.add(path(archPath(bedX - 300, floorY - 600, 600, 600), featureCol));
  else if (feature === 'half') {
    c.add(rect(0, floorY - 330, W, 330, featureCol));
    c.add(rect(0, floorY - 336, W, 8, lighten(featureCol, 0.3)));
  } else if (feature === 'slats') {
    c.add(rect(bedX - 330, 0, 660, floorY, wood));
    let d = '';
    for (let x = bedX - 330 + 14; x < bedX + 330; x += 30) d += rp(x, 0, 6, floorY);
    c.add(path(d, darken(wood, 0.22), { opacity: 0.6 }));
  } else if (feature === 'brick') {
    const brick = mix('#b0654a', p.main, 0.15);
    const pat = c.pattern(
      60,
      24,
      `<rect width="60" height="24" fill="${brick}"/><path d="M0 23H60M0 11H60M30 0V11M0 12V23M60 12V23" stroke="${lighten(brick, 0.35)}" stroke-width="2" fill="none"/>`,
    );
    c.add(rect(bedX - 380, 0, 760, floorY, pat));
  }

  // Window above the desk (or sofa), with the view.
  const ww = bigWindow ? r.range(460, 560) : r.range(300, 400);
  const wTop = r.range(80, 140);
  const wh = Math.min(floorY - 360 - wTop, r.range(320, 420)) + (arched ? 60 : 0);
  const frame = r.pick(['#f4f2ee', '#2f343c', lighten(p.neutral, 0.3)]);
  windowView(c, r, deskX - ww / 2, wTop, ww, wh, p, frame, { panes: bigWindow ? 3 : 2, arch: arched });
  if (!arched && !bigWindow && r.chance(0.55))
    curtains(
      c,
      deskX - ww / 2,
      wTop,
      ww,
      wh,
      r.pick([p.accent, lighten(p.main, 0.45), mix(p.neutral, '#d6cbb8', 0.5)]),
    );

  // Shelves, wardrobe or pinboard on the far side of the window.
  const shelfSide = bedLeft ? 1 : -1;
  const shelfX = deskX + shelfSide * (ww / 2 + 90);
  const shelfW = withWardrobe ? 230 : r.range(220, 300);
  const sx0 = shelfSide > 0 ? shelfX : shelfX - shelfW;
  if (sx0 > 10 && sx0 + shelfW < W - 10) {
    if (withWardrobe) wardrobe(c, sx0, floorY, shelfW, r.pick([wood, '#f4f2ee', mix(p.main, p.neutral, 0.5)]));
    else {
      shelf(c, r, sx0, floorY - 470, shelfW, p, wood);
      shelf(c, r, sx0, floorY - 330, shelfW, p, wood);
    }
  }
  if (hint('pinboard') && !bigWindow)
    pinboard(c, r, bedLeft ? deskX - ww / 2 - 230 : deskX + ww / 2 + 60, wTop + 40, 170, 200, p);

  const dw = r.range(390, 460);
  if (withSofa) {
    // A two-seater under the window instead of the desk.
    rug(c, r, deskX, floorY + 190, 330, 60, p);
    sofa(c, r, deskX, floorY + 110, r.range(440, 500), r.pick([p.main, p.accent, mix(p.main, p.neutral, 0.3)]), [
      p.accent,
      lighten(p.accent, 0.3),
      p.neutral,
    ]);
  } else {
    const deskBase = floorY + 44;
    const deskTop = deskBase - 228;
    c.add(ellipse(deskX, deskBase, dw * 0.55, 12, '#10131c', { opacity: 0.12 }));
    const deskCol = r.pick([wood, '#f4f2ee', '#2f343c']);
    const legCol = deskCol === '#2f343c' ? '#2f343c' : r.pick(['#2f343c', darken(deskCol, 0.3)]);
    c.add(
      rect(deskX - dw / 2 + 14, deskTop, 12, deskBase - deskTop, legCol),
      rect(deskX + dw / 2 - 26, deskTop, 12, deskBase - deskTop, legCol),
    );
    if (r.chance(0.55)) {
      const side = r.chance(0.5) ? -1 : 1;
      const ux = side < 0 ? deskX - dw / 2 + 8 : deskX + dw / 2 - 128;
      c.add(rect(ux, deskTop + 14, 120, 130, deskCol === '#2f343c' ? '#3a3f48' : lighten(deskCol, 0.06), { rx: 4 }));
      c.add(
        rect(ux + 48, deskTop + 40, 24, 5, '#3a3f48', { rx: 2 }),
        rect(ux + 48, deskTop + 96, 24, 5, '#3a3f48', { rx: 2 }),
        rect(ux, deskTop + 78, 120, 2, '#10131c', { opacity: 0.2 }),
      );
    }
    c.add(rect(deskX - dw / 2, deskTop, dw, 16, deskCol, { rx: 3 }));
    const lampSide = r.chance(0.5) ? -1 : 1;
    archLamp(c, deskX + lampSide * (dw / 2 - 50), deskTop, 1, -lampSide, r.pick([p.accent, '#2f343c', p.main]));
    laptop(c, deskX - lampSide * 30, deskTop, 1, p, false);
    mug(c, deskX + lampSide * 70, deskTop, 34, r.pick([p.accent, '#ffffff', p.main]), r.chance(0.4));
    if (r.chance(0.6)) {
      const bx = deskX - lampSide * (dw / 2 - 60);
      c.add(
        rect(bx - 50, deskTop - 14, 100, 14, p.main, { rx: 2 }),
        rect(bx - 44, deskTop - 26, 88, 12, p.accent, { rx: 2 }),
        rect(bx - 48, deskTop - 36, 92, 10, '#e8dfcf', { rx: 2 }),
      );
    }
    chairBack(
      c,
      deskX + r.range(-60, 60),
      floorY + 150,
      1,
      r.pick([p.accent, p.main, '#3a3f48', lighten(p.main, 0.3)]),
      r.chance(0.5),
    );
    rug(c, r, W / 2 + r.range(-120, 120), floorY + (H - floorY) * 0.72, r.range(320, 420), r.range(60, 80), p);
  }

  // Bed, bedside (or armchair), art.
  const bedInfo = bed(c, r, bedX, floorY, p, wall);
  const nsX = bedLeft ? bedInfo.right + 80 : bedInfo.left - 80;
  const readingLamp = hint('reading lamp', 'floor lamp');
  if (withArmchair) {
    const ax = bedLeft ? bedInfo.right + 150 : bedInfo.left - 150;
    armchair(c, ax, floorY + 150, 0.9, r.pick([p.accent, p.main]), r.pick([p.neutral, lighten(p.accent, 0.4)]));
  } else if (nsX > 60 && nsX < W - 60) bedside(c, r, nsX, floorY, p, wood);
  if (readingLamp) floorLamp(c, bedLeft ? 60 : W - 60, floorY + 70, bedLeft ? 1 : -1, p.accent, true);
  if (r.chance(0.7)) {
    const aw = r.range(140, 200);
    if (r.chance(0.5)) art(c, r, bedX - aw / 2, bedInfo.headTop - aw * 1.2 - 70, aw, aw * 1.2, p);
    else {
      art(c, r, bedX - aw - 20, bedInfo.headTop - aw - 60, aw, aw, p);
      art(c, r, bedX + 20, bedInfo.headTop - aw * 0.8 - 60, aw * 0.8, aw * 0.8, p);
    }
  }

  // Corner plant and pendant.
  if (!readingLamp) {
    const plantX = bedLeft ? r.range(50, 90) : W - r.range(50, 90);
    const clear = Math.abs(plantX - bedInfo.left) > 40 && Math.abs(plantX - bedInfo.right) > 40;
    plant(
      c,
      r,
      clear ? plantX : bedLeft ? W - 70 : 70,
      floorY + 90,
      r.range(190, 260),
      r.pick(['#e9e4da', '#c77c5a', '#2f343c', p.accent]),
      r.pick(GREENS),
    );
  }
  if (r.chance(0.7))
    pendant(
      c,
      bedLeft ? (bedInfo.right + deskX - dw / 2) / 2 : (bedInfo.left + deskX + dw / 2) / 2,
      r.range(90, 200),
      r.range(90, 130),
      r.pick([p.accent, '#2f343c', p.main, '#f4f2ee']),
      r.pick(['dome', 'globe', 'cone', 'drum'] as const),
      r.chance(0.4),
    );
}

function tileColour(r: Rng, p: Palette, hint: Hint): string {
  if (hint('white')) return '#f3f2ee';
  if (hint('charcoal')) return '#4a4f57';
  if (hint('grey')) return '#c9cdd2';
  if (hint('mustard')) return '#d9a932';
  if (hint('slate')) return mix(p.main, '#6b7f99', 0.4);
  return r.pick(['#f3f2ee', lighten(p.main, 0.7), mix(p.neutral, '#d8d4cc', 0.5), lighten(p.accent, 0.55), '#c9cdd2']);
}

/** En-suite shower room or accessible wet room. */
function roomBathroom(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const floorY = r.range(800, 840);
  const accessible = hint('wet room', 'grab', 'accessible', 'fold-down', 'shower seat', 'level-access');
  const tile = tileColour(r, p, hint);
  const paint = hint('accent wall') ? p.accent : r.pick([mix(p.neutral, '#ffffff', 0.3), mix(p.neutral, p.main, 0.12)]);
  const tileTop = r.chance(0.5) && !hint('accent wall') ? 0 : floorY - r.range(430, 540);
  c.add(rect(0, 0, W, floorY, paint));
  const metro = r.chance(0.6);
  const grout = darken(tile, 0.14);
  const pat = metro
    ? c.pattern(
        72,
        24,
        `<rect width="72" height="24" fill="${tile}"/><path d="M0 23.5H72M0 11.5H72M36 0V11.5M0 12V24M72 12V24" stroke="${grout}" stroke-width="1.5" fill="none"/>`,
      )
    : c.pattern(
        60,
        60,
        `<rect width="60" height="60" fill="${tile}"/><path d="M0 59.5H60M59.5 0V60" stroke="${grout}" stroke-width="1.5" fill="none"/>`,
      );
  c.add(rect(0, tileTop, W, floorY - tileTop, pat));
  if (tileTop > 0) c.add(rect(0, tileTop - 6, W, 8, lighten(tile, 0.3)));
  const floorTile = r.pick([darken(tile, 0.25), '#8d9299', mix(p.main, '#6b6f76', 0.6), '#d8d4cc']);
  c.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      c.linear([
        [0, darken(floorTile, 0.12)],
        [1, floorTile],
      ]),
    ),
  );
  let fl = '';
  for (let k = -12; k <= 12; k += 1) fl += `M${n(W / 2 + k * 90)} ${n(floorY)}L${n(W / 2 + k * 90 * 2.4)} ${H}`;
  for (let i = 1; i < 4; i += 1) fl += `M0 ${n(floorY + (H - floorY) * (i / 4) ** 1.3)}H${W}`;
  c.add(stroke(fl, lighten(floorTile, 0.15), 2, { opacity: 0.6, round: false }));
  const chrome = '#b8bec7';
  const mirrored = r.chance(0.5);
  const flipX = (x: number): number => (mirrored ? W - x : x);

  // Shower zone.
  const sx = flipX(300);
  if (!accessible) c.add(rect(sx - 240, floorY - 4, 480, 16, '#f7f7f5', { rx: 3 }));
  c.add(rect(sx - 5, floorY - 470, 10, 300, chrome, { rx: 5 }));
  c.add(stroke(`M${n(sx)} ${n(floorY - 470)}q0 -40 40 -40h30`, chrome, 8));
  c.add(ellipse(sx + 80, floorY - 506, 46, 10, '#9aa1a8'));
  c.add(rect(sx - 34, floorY - 300, 68, 40, chrome, { rx: 8 }), circle(sx, floorY - 280, 12, '#8d949d'));
  const nicheX = sx + (mirrored ? -200 : 110);
  c.add(rect(nicheX, floorY - 380, 110, 80, darken(tile, 0.12), { rx: 4 }));
  for (let i = 0; i < 3; i += 1)
    c.add(
      rect(
        nicheX + 14 + i * 32,
        floorY - 300 - r.range(36, 56),
        22,
        60,
        r.pick([p.accent, '#ffffff', p.main, '#e8dfcf']),
        { rx: 6 },
      ),
    );
  if (accessible) {
    c.add(rect(sx - 170, floorY - 240, 150, 20, '#f4f2ee', { rx: 6 }), rect(sx - 160, floorY - 220, 10, 40, '#9aa1a8'));
    c.add(
      path(`M${n(sx + 60)} ${n(floorY - 330)}h180a16 16 0 0 1 0 32h-180a16 16 0 0 1 0 -32z`, 'none', {
        stroke: '#e9ecef',
        sw: 9,
      }),
    );
  }
  const glassW = 230;
  const gx0 = mirrored ? W - 540 - glassW : 540;
  c.add(rect(gx0, floorY - 600, glassW, 596, '#dff0f7', { opacity: 0.3 }));
  c.add(
    poly([gx0 + 30, floorY - 4, gx0 + 120, floorY - 600, gx0 + 160, floorY - 600, gx0 + 70, floorY - 4], '#ffffff', {
      opacity: 0.25,
    }),
  );
  c.add(rect(mirrored ? gx0 : gx0 + glassW - 8, floorY - 600, 8, 596, chrome));
  c.add(rect(gx0, floorY - 600, glassW, 6, chrome));

  // Basin and mirror.
  const bx = flipX(r.range(860, 940));
  const vanity = !accessible && r.chance(0.7);
  const basinTop = accessible ? floorY - 250 : floorY - 300;
  if (vanity) {
    const vCol = r.pick(['#c49a6c', p.main, '#f4f2ee', darken(p.neutral, 0.3)]);
    c.add(
      rect(bx - 160, basinTop + 20, 320, 150, vCol, { rx: 6 }),
      rect(bx - 40, basinTop + 60, 80, 6, '#3a3f48', { rx: 3 }),
    );
    c.add(rect(bx - 160, basinTop + 94, 320, 3, '#10131c', { opacity: 0.2 }));
  } else {
    c.add(rect(bx - 30, basinTop + 20, 60, floorY - basinTop - 20, '#e9e6e0', { opacity: accessible ? 0 : 1 }));
  }
  c.add(
    rect(bx - 170, basinTop, 340, 26, '#fbfbf9', { rx: 10 }),
    rect(bx - 150, basinTop + 22, 300, 10, '#e4e2dd', { rx: 5 }),
  );
  c.add(stroke(`M${n(bx)} ${n(basinTop)}v-46q0 -14 14 -14h26`, chrome, 9));
  if (accessible) c.add(stroke(`M${n(bx - 8)} ${n(basinTop - 60)}l-40 -14`, chrome, 7));
  const mTop = basinTop - 360;
  if (r.chance(0.5)) {
    c.add(
      circle(bx, mTop + 150, 140, '#c49a6c'),
      circle(
        bx,
        mTop + 150,
        128,
        c.linear(
          [
            [0, '#e8f1f6'],
            [1, '#b9cbd8'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    c.add(
      poly([bx - 60, mTop + 260, bx + 20, mTop + 40, bx + 60, mTop + 50, bx - 20, mTop + 270], '#ffffff', {
        opacity: 0.3,
      }),
    );
  } else {
    c.add(
      rect(bx - 150, mTop, 300, 300, '#d7dde3', { rx: 10 }),
      rect(
        bx - 140,
        mTop + 10,
        136,
        280,
        c.linear(
          [
            [0, '#e8f1f6'],
            [1, '#b9cbd8'],
          ],
          0,
          0,
          1,
          1,
        ),
        { rx: 6 },
      ),
    );
    c.add(
      rect(
        bx + 4,
        mTop + 10,
        136,
        280,
        c.linear(
          [
            [0, '#e8f1f6'],
            [1, '#b9cbd8'],
          ],
          0,
          0,
          1,
          1,
        ),
        { rx: 6 },
      ),
    );
    c.add(
      poly([bx - 110, mTop + 270, bx - 50, mTop + 30, bx - 20, mTop + 30, bx - 80, mTop + 270], '#ffffff', {
        opacity: 0.3,
      }),
    );
  }
  c.add(
    rect(bx - 110, mTop - 40, 220, 14, '#f4f2ee', { rx: 7 }),
    rect(bx - 120, mTop - 26, 240, 24, '#fff4d6', { opacity: 0.35, rx: 8 }),
  );
  plant(c, r, bx + 120, basinTop, 90, '#e9e4da', r.pick(GREENS));

  // Toilet.
  const tx = flipX(1230);
  c.add(
    rect(tx - 40, floorY - 470, 80, 50, '#e4e2dd', { rx: 6 }),
    rect(tx - 30, floorY - 462, 28, 34, '#f7f7f5', { rx: 4 }),
    rect(tx + 2, floorY - 462, 28, 34, '#f7f7f5', { rx: 4 }),
  );
  c.add(ellipse(tx, floorY + 30, 90, 12, '#10131c', { opacity: 0.12 }));
  c.add(path(`M${n(tx - 85)} ${n(floorY - 250)}h170v40q0 90 -60 110h-50q-60 -20 -60 -110z`, '#fbfbf9'));
  c.add(
    rect(tx - 92, floorY - 262, 184, 18, '#f1efea', { rx: 9 }),
    rect(tx - 80, floorY - 340, 160, 80, '#f7f7f5', { rx: 14 }),
  );
  if (accessible) {
    c.add(stroke(`M${n(tx + 130)} ${n(floorY - 420)}v220`, '#e9ecef', 9));
    c.add(
      stroke(`M${n(tx - 170)} ${n(floorY - 270)}h80`, '#e9ecef', 9),
      rect(tx - 180, floorY - 300, 20, 60, '#d7dde3', { rx: 4 }),
    );
  }

  // Towel rail and towel.
  const rx0 = flipX(1460);
  const towel = hint('orange towel') ? p.accent : r.pick([p.accent, lighten(p.accent, 0.3), p.main, '#ffffff']);
  let bars = '';
  for (let i = 0; i < 7; i += 1) bars += rp(rx0 - 60, floorY - 560 + i * 56, 120, 6);
  c.add(
    path(bars, chrome),
    rect(rx0 - 66, floorY - 580, 10, 400, chrome, { rx: 5 }),
    rect(rx0 + 56, floorY - 580, 10, 400, chrome, { rx: 5 }),
  );
  c.add(
    rect(rx0 - 50, floorY - 510, 100, 200, towel, { rx: 6 }),
    rect(rx0 - 50, floorY - 510, 100, 22, darken(towel, 0.12), { rx: 6 }),
  );
  c.add(rect(rx0 - 50, floorY - 340, 100, 10, lighten(towel, 0.3)));
  c.add(
    poly(
      [flipX(700), floorY + 150, flipX(1040), floorY + 150, flipX(1080), floorY + 210, flipX(660), floorY + 210],
      lighten(towel, 0.35),
    ),
  );
}

function sceneRoom(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  if (hint('shower', 'wet room', 'bathroom')) roomBathroom(c, r, p, hint);
  else if (hint(' bed', 'bedroom')) roomBedroom(c, r, p, hint);
  else if (hint('kitchen', ' hob', 'breakfast bar', 'worktop')) commonKitchen(c, r, p, hint);
  else if (hint('sofa', 'living', 'lounge')) commonLounge(c, r, p);
  else roomBedroom(c, r, p, hint);
}

/** A dining table seen from the front, with chairs behind it and pendants above. */
function diningTable(c: Canvas, r: Rng, p: Palette, cx: number, floorY: number, seats: number, round: boolean): void {
  const tw = round ? 360 : 260 + seats * 130;
  const top = floorY + 40;
  const chairCol = r.pick([p.accent, p.main, '#c49a6c', '#2f343c']);
  for (let i = 0; i < seats; i += 1) {
    const x = cx - tw / 2 + ((i + 0.5) * tw) / seats;
    c.add(
      rect(x - 50, top - 120, 100, 140, chairCol, { rx: 20 }),
      rect(x - 50, top - 120, 32, 140, '#ffffff', { opacity: 0.1, rx: 16 }),
    );
  }
  const wood = r.pick(WOODS);
  c.add(ellipse(cx, H - 20, tw * 0.6, 18, '#10131c', { opacity: 0.15 }));
  if (round) {
    c.add(rect(cx - 10, top + 20, 20, H - 40 - top, '#2f343c'), ellipse(cx, H - 30, 90, 12, '#2f343c'));
    c.add(ellipse(cx, top + 12, tw / 2, 34, darken(wood, 0.2)), ellipse(cx, top, tw / 2, 34, wood));
  } else {
    c.add(
      rect(cx - tw / 2 + 24, top + 20, 16, H - top - 30, '#2f343c'),
      rect(cx + tw / 2 - 40, top + 20, 16, H - top - 30, '#2f343c'),
    );
    c.add(
      rect(cx - tw / 2, top, tw, 24, wood, { rx: 4 }),
      rect(cx - tw / 2 + 8, top + 24, tw - 16, 16, darken(wood, 0.18)),
    );
  }
  c.add(
    ellipse(cx - 40, top - 6, 60, 12, lighten(p.accent, 0.2)),
    circle(cx - 56, top - 16, 14, '#e9a23b'),
    circle(cx - 30, top - 18, 13, '#d45b3f'),
    circle(cx - 44, top - 28, 12, '#8dbb5a'),
  );
  if (!round) {
    mug(c, cx + tw / 2 - 90, top, 30, p.accent, false);
    plant(c, r, cx + 60, top, 90, '#e9e4da', r.pick(GREENS));
  }
  const shade = r.pick(['dome', 'globe', 'cone'] as const);
  const shadeCol = r.pick([p.accent, '#2f343c', p.main, '#f4f2ee']);
  const count = round ? 1 : Math.min(3, seats);
  for (let i = 0; i < count; i += 1)
    pendant(c, cx + (i - (count - 1) / 2) * 200, r.range(300, 340), 80, shadeCol, shade, r.chance(0.5));
}

function brickPattern(c: Canvas, brick: string): string {
  return c.pattern(
    60,
    24,
    `<rect width="60" height="24" fill="${brick}"/><path d="M0 23H60M0 11H60M30 0V11M0 12V23M60 12V23" stroke="${lighten(brick, 0.3)}" stroke-width="2" fill="none"/>`,
  );
}

function commonGames(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const floorY = r.range(640, 690);
  const brickWall = hint('brick', 'mill', 'warehouse') || r.chance(0.4);
  const wall = brickWall
    ? mix('#a85a42', p.main, 0.15)
    : r.pick([darken(p.main, 0.35), mix(p.neutral, p.main, 0.25), mix(p.neutral, '#ffffff', 0.2)]);
  drawInterior(c, r, wall, r.pick([...WOODS, '#3a3f48']), floorY, r.pick(['wood', 'concrete'] as const));
  if (brickWall) c.add(rect(0, 0, W, floorY - 14, brickPattern(c, wall)));
  const dark = luma(wall) < 0.45;
  // Neon shape (no lettering) with a soft glow.
  const nx = r.range(520, 1080);
  const ny = r.range(150, 260);
  const neon = r.pick([p.accent, '#ff5fa2', '#5ff2ff', lighten(p.accent, 0.2)]);
  c.add(halo(nx, ny, 170, neon, dark ? 0.3 : 0.18, 5));
  const shape = r.pick(['bolt', 'star', 'wave'] as const);
  const d =
    shape === 'bolt'
      ? `M${n(nx + 20)} ${n(ny - 90)}L${n(nx - 40)} ${n(ny + 10)}H${n(nx + 10)}L${n(nx - 20)} ${n(ny + 90)}L${n(nx + 50)} ${n(ny - 20)}H${n(nx)}z`
      : shape === 'star'
        ? `M${n(nx)} ${n(ny - 90)}L${n(nx + 24)} ${n(ny - 30)}L${n(nx + 88)} ${n(ny - 28)}L${n(nx + 38)} ${n(ny + 14)}L${n(nx + 56)} ${n(ny + 78)}L${n(nx)} ${n(ny + 40)}L${n(nx - 56)} ${n(ny + 78)}L${n(nx - 38)} ${n(ny + 14)}L${n(nx - 88)} ${n(ny - 28)}L${n(nx - 24)} ${n(ny - 30)}z`
        : `M${n(nx - 130)} ${n(ny)}q32 -60 65 0t65 0t65 0t65 0`;
  c.add(stroke(d, neon, 14, { opacity: 0.35 }), stroke(d, lighten(neon, 0.6), 6));
  // Dartboard and a shelf of board games.
  const dx = nx < W / 2 ? r.range(1150, 1350) : r.range(250, 450);
  c.add(rect(dx - 110, 120, 220, 240, '#5a4332', { rx: 6 }), circle(dx, 240, 90, '#1c1f26'));
  for (const [rad, col] of [
    [78, '#e9e0c9'],
    [66, '#c8473c'],
    [56, '#e9e0c9'],
    [36, '#2f7a4a'],
    [26, '#e9e0c9'],
    [12, '#c8473c'],
    [5, '#2f7a4a'],
  ] as const)
    c.add(circle(dx, 240, rad, col));
  const gx = nx < W / 2 ? r.range(60, 200) : W - r.range(360, 480);
  for (const sy of [floorY - 330, floorY - 200]) {
    let x = gx;
    while (x < gx + 280) {
      const bw = r.range(50, 90);
      const bh = r.range(16, 26);
      let y = sy;
      for (let k = 0; k < r.int(2, 4); k += 1) {
        c.add(
          rect(x, y - bh, bw, bh, r.pick([p.accent, p.main, '#e8dfcf', '#3b82c4', '#d45b3f', '#f2c14e']), { rx: 2 }),
        );
        y -= bh;
      }
      x += bw + 8;
    }
    c.add(rect(gx - 10, sy, 310, 12, '#c49a6c', { rx: 2 }));
  }
  // Seating at the back.
  if (hint('sofa') || r.chance(0.5)) {
    const sx = nx < W / 2 ? r.range(1120, 1300) : r.range(300, 480);
    sofa(c, r, sx, floorY + 110, 420, r.pick([p.main, p.accent, mix(p.main, p.neutral, 0.3)]), [p.accent, p.neutral]);
  }
  if (hint('arcade') || r.chance(0.4)) {
    const ax = nx < W / 2 ? W - 170 : 170;
    const base = floorY + 150;
    const cab = r.pick([p.main, '#2b2f38', p.accent]);
    c.add(ellipse(ax, base, 110, 10, '#10131c', { opacity: 0.2 }));
    c.add(path(`M${n(ax - 90)} ${n(base)}V${n(base - 420)}l30 -40h120v150l-20 60v250z`, cab));
    c.add(
      rect(
        ax - 60,
        base - 420,
        110,
        100,
        c.linear([
          [0, '#3b2d6e'],
          [1, '#ff6fa8'],
        ]),
      ),
      rect(ax - 50, base - 360, 20, 20, '#5ff2ff'),
      rect(ax - 10, base - 390, 16, 16, '#fff36b'),
    );
    c.add(
      rect(ax - 95, base - 300, 170, 40, darken(cab, 0.2)),
      circle(ax - 60, base - 290, 9, '#d45b3f'),
      circle(ax - 30, base - 290, 9, '#f2c14e'),
      circle(ax, base - 290, 9, '#5ff2ff'),
    );
  }
  // The table: pool (default) or table tennis.
  const cx = W / 2 + r.range(-120, 120);
  const backY = floorY + 90;
  const frontY = floorY + 250;
  const bw = 620;
  const fw = 820;
  c.add(ellipse(cx, H - 8, fw * 0.55, 16, '#10131c', { opacity: 0.2 }));
  if (hint('table tennis', 'ping pong')) {
    const top = r.pick(['#2f6fb3', '#2f7a4a', darken(p.main, 0.2)]);
    c.add(
      rect(cx - fw / 2 + 30, frontY + 18, 22, H - frontY - 30, '#2b2f38'),
      rect(cx + fw / 2 - 52, frontY + 18, 22, H - frontY - 30, '#2b2f38'),
    );
    c.add(poly([cx - bw / 2, backY, cx + bw / 2, backY, cx + fw / 2, frontY, cx - fw / 2, frontY], top));
    c.add(rect(cx - fw / 2, frontY, fw, 18, darken(top, 0.25)));
    c.add(
      stroke(
        `M${n(cx - bw / 2 + 6)} ${n(backY + 3)}L${n(cx + bw / 2 - 6)} ${n(backY + 3)}L${n(cx + fw / 2 - 8)} ${n(frontY - 3)}L${n(cx - fw / 2 + 8)} ${n(frontY - 3)}zM${n(cx)} ${n(backY)}V${n(frontY)}`,
        '#ffffff',
        4,
        { round: false },
      ),
    );
    const netY = (backY + frontY) / 2;
    const netW = (bw + fw) / 2 + 40;
    c.add(
      rect(cx - netW / 2, netY - 34, netW, 34, '#1c1f26', { opacity: 0.55 }),
      rect(cx - netW / 2, netY - 36, netW, 5, '#ffffff'),
    );
    c.add(circle(cx + 140, backY + 40, 9, '#ffffff'));
    for (const [px, col] of [
      [cx - 260, p.accent],
      [cx + 250, '#d45b3f'],
    ] as const) {
      c.add(
        circle(px, frontY - 30, 34, col),
        rect(px - 7, frontY - 2, 14, 40, '#8a6247', { rx: 4, transform: rot(20, px, frontY - 30) }),
      );
    }
  } else {
    const felt = r.pick(['#2f7a4a', '#2f6fb3', darken(p.main, 0.1), '#8a2f3a']);
    const wood = r.pick(['#6b4431', '#3a2c25', '#8a6247']);
    c.add(
      rect(cx - fw / 2 + 40, frontY + 40, 46, H - frontY - 40, darken(wood, 0.2)),
      rect(cx + fw / 2 - 86, frontY + 40, 46, H - frontY - 40, darken(wood, 0.2)),
    );
    c.add(
      poly(
        [
          cx - bw / 2 - 30,
          backY - 22,
          cx + bw / 2 + 30,
          backY - 22,
          cx + fw / 2 + 36,
          frontY + 10,
          cx - fw / 2 - 36,
          frontY + 10,
        ],
        wood,
      ),
    );
    c.add(rect(cx - fw / 2 - 36, frontY + 10, fw + 72, 60, darken(wood, 0.15), { rx: 6 }));
    c.add(poly([cx - bw / 2, backY, cx + bw / 2, backY, cx + fw / 2, frontY - 10, cx - fw / 2, frontY - 10], felt));
    let pockets = '';
    for (const [x, y] of [
      [cx - bw / 2 - 4, backY - 2],
      [cx + bw / 2 + 4, backY - 2],
      [cx - fw / 2 - 6, frontY - 8],
      [cx + fw / 2 + 6, frontY - 8],
      [cx - (bw + fw) / 4 - 6, (backY + frontY) / 2],
      [cx + (bw + fw) / 4 + 6, (backY + frontY) / 2],
    ] as const)
      pockets += cp(x, y, 15);
    c.add(path(pockets, '#10131c'));
    const ballCols = ['#f2c14e', '#3b82c4', '#d45b3f', '#7b3fa0', '#f28c28', '#2f7a4a', '#1c1f26', '#c8473c'];
    for (let i = 0; i < 9; i += 1) {
      const bx0 = cx + r.range(-300, 300);
      const by0 = r.range(backY + 20, frontY - 30);
      c.add(
        circle(bx0, by0, 13, i === 0 ? '#fbfbf9' : r.pick(ballCols)),
        circle(bx0 - 4, by0 - 4, 4, '#ffffff', { opacity: 0.5 }),
      );
    }
    c.add(
      stroke(`M${n(cx - 420)} ${n(frontY + 30)}L${n(cx + 120)} ${n(backY + 60)}`, '#d9b98c', 8),
      stroke(`M${n(cx - 420)} ${n(frontY + 30)}L${n(cx - 330)} ${n(frontY - 6)}`, '#2b2f38', 9),
    );
  }
  const shadeCol = r.pick([p.accent, '#2f343c', '#c9a227']);
  for (let i = -1; i <= 1; i += 1) {
    const px = cx + i * 240;
    c.add(rect(px - 1, 0, 2, 250, '#2b2f38'));
    c.add(halo(px, 290, 120, '#fff2c8', 0.35, 5));
    c.add(path(`M${n(px - 60)} ${n(290)}q0 -40 60 -40t60 40z`, shadeCol), ellipse(px, 290, 60, 6, '#fff4d6'));
  }
}

function bike(c: Canvas, x: number, baseY: number, s: number, frame: string): void {
  const wr = 52 * s;
  const rear = x - 70 * s;
  const front = x + 70 * s;
  const hub = baseY - wr;
  c.add(path(`${cp(rear, hub, wr)}${cp(front, hub, wr)}`, 'none', { stroke: '#2b2f38', sw: 7 * s }));
  c.add(path(`${cp(rear, hub, wr * 0.2)}${cp(front, hub, wr * 0.2)}`, 'none', { stroke: '#9aa1a8', sw: 2 * s }));
  c.add(
    stroke(
      `M${n(rear)} ${n(hub)}L${n(x - 10 * s)} ${n(hub)}L${n(x - 30 * s)} ${n(hub - 60 * s)}L${n(rear)} ${n(hub)}M${n(x - 30 * s)} ${n(hub - 60 * s)}L${n(x + 50 * s)} ${n(hub - 60 * s)}L${n(x - 10 * s)} ${n(hub)}M${n(x + 50 * s)} ${n(hub - 60 * s)}L${n(front)} ${n(hub)}M${n(x + 50 * s)} ${n(hub - 60 * s)}L${n(x + 45 * s)} ${n(hub - 80 * s)}h18`,
      frame,
      6 * s,
    ),
  );
  c.add(
    stroke(`M${n(x - 30 * s)} ${n(hub - 60 * s)}l-4 -16`, '#2b2f38', 5 * s),
    rect(x - 52 * s, hub - 84 * s, 40 * s, 9 * s, '#1c1f26', { rx: 4 * s }),
  );
}

function commonBikes(c: Canvas, r: Rng, p: Palette): void {
  const floorY = r.range(700, 740);
  const wall = r.pick([mix(p.neutral, '#ffffff', 0.2), '#d9dadc', mix(p.neutral, p.main, 0.15)]);
  drawInterior(c, r, wall, '#9a9a98', floorY, 'concrete');
  c.add(rect(0, floorY - 200, W, 40, p.accent), rect(0, floorY - 150, W, 12, p.main));
  const frames = [p.accent, p.main, '#d45b3f', '#3b82c4', '#2f7a4a', '#f2c14e', '#2b2f38', '#e8dfcf'];
  // Two-tier rack along the wall.
  c.add(rect(80, floorY - 520, W - 160, 12, '#6b7280'), rect(80, floorY - 280, W - 160, 10, '#6b7280'));
  let posts = '';
  for (let x = 100; x < W - 80; x += 240) posts += rp(x, floorY - 520, 10, 540);
  c.add(path(posts, '#6b7280'));
  for (let x = 200; x < W - 120; x += 180) bike(c, x, floorY - 300, 0.85, r.pick(frames));
  for (let x = 150; x < W - 100; x += 170) bike(c, x + r.range(-10, 10), floorY + 60, 1.05, r.pick(frames));
  // Repair stand with a bike up on it.
  const sx = r.range(500, 1100);
  c.add(
    rect(sx - 6, floorY + 100, 12, 200, '#2b2f38'),
    stroke(`M${n(sx - 70)} ${n(H - 40)}L${n(sx)} ${n(floorY + 280)}L${n(sx + 70)} ${n(H - 40)}`, '#2b2f38', 8),
  );
  c.add(rect(sx - 30, floorY + 90, 60, 20, p.accent, { rx: 4 }));
  bike(c, sx + 10, floorY + 200, 1.3, r.pick(frames));
}

/** Courtyard garden, or a roof terrace with the city behind. */
function commonOutdoor(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const roof = hint('roof', 'rooftop') || (!hint('courtyard', 'garden') && r.chance(0.5));
  const tod = hint('sunny', 'morning')
    ? 'day'
    : r.weighted<Tod>([
        ['day', 5],
        ['golden', 3],
      ]);
  const floorY = roof ? r.range(700, 760) : r.range(640, 700);
  const sky = drawSky(c, r, tod, p, floorY);
  if (roof) {
    const haze = mix(sky.bottom, sky.top, 0.3);
    cityLayer(c, r.fork('far'), {
      baseY: floorY - 120,
      minH: 60,
      maxH: 220,
      minW: 50,
      maxW: 130,
      fill: mix(haze, p.main, 0.18),
      roofs: true,
    });
    cityLayer(c, r.fork('near'), {
      baseY: floorY - 60,
      minH: 40,
      maxH: 160,
      minW: 80,
      maxW: 180,
      fill: sky.tone(mix('#9a8f86', p.main, 0.25)),
      roofs: false,
      lit: { colours: [sky.tone('#f2e6c9')], chance: 0.06, size: 7 },
      dim: sky.tone(mix('#6f7c8c', p.main, 0.2)),
    });
    c.add(rect(0, floorY - 80, W, 90, sky.tone(mix('#8a8f96', p.neutral, 0.3))));
    // Decking.
    const deck = sky.tone(r.pick(['#b98a5e', '#a67c52', '#c9a27a']));
    c.add(rect(0, floorY, W, H - floorY, deck));
    let planks = '';
    for (let i = 1; i < 9; i += 1) planks += `M0 ${n(floorY + (H - floorY) * (i / 9) ** 1.2)}H${W}`;
    c.add(stroke(planks, darken(deck, 0.2), 3, { opacity: 0.6, round: false }));
    // Glass balustrade.
    c.add(rect(0, floorY - 150, W, 150, '#dff0f7', { opacity: 0.28 }), rect(0, floorY - 156, W, 10, '#9aa1a8'));
    let posts = '';
    for (let x = 40; x < W; x += 260) posts += rp(x, floorY - 150, 8, 150);
    c.add(path(posts, '#9aa1a8'));
  } else {
    const building = sky.tone(
      r.pick([mix('#b5734f', p.main, 0.2), mix('#d8cbb5', p.main, 0.15), mix(p.neutral, p.main, 0.35)]),
    );
    neighbour(c, r, -40, W + 80, r.range(190, 290), floorY, building, sky);
    const paving = sky.tone(mix(p.neutral, '#c9c2b6', 0.5));
    c.add(rect(0, floorY, W, H - floorY, paving));
    let joints = '';
    for (let k = -12; k <= 12; k += 1) joints += `M${n(W / 2 + k * 110)} ${n(floorY)}L${n(W / 2 + k * 110 * 2.6)} ${H}`;
    c.add(stroke(joints, darken(paving, 0.15), 2, { opacity: 0.5, round: false }));
    const lawn = sky.tone('#7fae62');
    c.add(poly([W * 0.2, floorY + 60, W * 0.8, floorY + 60, W * 0.95, H - 40, W * 0.05, H - 40], lawn));
    // Birch trees.
    for (const x of [r.range(120, 300), r.range(W - 300, W - 120)]) {
      const base = floorY + 60;
      c.add(ellipse(x, base, 70, 10, '#10131c', { opacity: 0.15 }));
      c.add(rect(x - 9, base - 330, 18, 330, '#f1efe9'));
      let marks = '';
      for (let y = base - 300; y < base - 20; y += r.range(30, 50)) marks += rp(x - 9, y, r.range(6, 14), 4);
      c.add(path(marks, '#3a3f48'));
      const g = sky.tone(r.pick(['#8fbf5a', '#7fae62', '#a3c96b']));
      c.add(
        path(`${cp(x - 50, base - 360, 70)}${cp(x + 40, base - 390, 80)}${cp(x, base - 460, 70)}`, g, {
          opacity: 0.92,
        }),
      );
    }
  }
  // Planters along the back.
  const planter = sky.tone(
    hint('pink') ? lighten(p.accent, 0.2) : r.pick([p.accent, '#c49a6c', darken(p.neutral, 0.4), p.main]),
  );
  for (let x = r.range(40, 120); x < W - 200; x += r.range(300, 420)) {
    const w = r.range(180, 240);
    const lavender = hint('lavender') || r.chance(0.3);
    const g = sky.tone(r.pick(GREENS)[0]);
    if (hint('olive') || (roof && r.chance(0.4))) {
      c.add(rect(x + w / 2 - 6, floorY - 200, 12, 120, '#6e5140'));
      c.add(
        path(
          `${cp(x + w / 2 - 40, floorY - 220, 50)}${cp(x + w / 2 + 35, floorY - 230, 55)}${cp(x + w / 2, floorY - 270, 50)}`,
          sky.tone('#8fa07a'),
        ),
      );
    } else {
      c.add(
        path(
          `${cp(x + w * 0.25, floorY - 70, w * 0.22)}${cp(x + w * 0.55, floorY - 84, w * 0.27)}${cp(x + w * 0.8, floorY - 70, w * 0.2)}`,
          g,
        ),
      );
      if (lavender) {
        let dots = '';
        for (let i = 0; i < 26; i += 1) dots += cp(x + r.range(20, w - 20), floorY - r.range(70, 130), 5);
        c.add(path(dots, '#9a7fd1'));
      }
    }
    c.add(
      rect(x, floorY - 70, w, 90, planter, { rx: 4 }),
      rect(x, floorY - 70, w, 12, lighten(planter, 0.15), { rx: 4 }),
    );
  }
  // Festoon lights.
  if (hint('festoon', 'fairy') || r.chance(0.6)) {
    let wire = '';
    let bulbs = '';
    for (let i = 0; i < 4; i += 1) {
      const x0 = (i * W) / 4;
      const x1 = ((i + 1) * W) / 4;
      const y0 = 80 + (i % 2) * 30;
      const y1 = 80 + ((i + 1) % 2) * 30;
      const sag = 90;
      wire += `M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 + sag * 2)} ${n(x1)} ${n(y1)}`;
      for (let k = 1; k < 8; k += 1) {
        const t = k / 8;
        const bx = lerp(x0, x1, t);
        const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
        bulbs += cp(bx, by + 10, 7);
      }
    }
    c.add(stroke(wire, '#2b2f38', 2.5), path(bulbs, '#fff1c2'));
  }
  // Seating: picnic benches or deckchairs, and a parasol.
  const seat = sky.tone(r.pick([p.main, p.accent, '#c49a6c']));
  if (hint('deckchair')) {
    for (let i = 0; i < 3; i += 1) {
      const x = W / 2 - 360 + i * 340;
      const base = H - 60;
      c.add(
        stroke(
          `M${n(x - 70)} ${n(base)}L${n(x + 50)} ${n(base - 230)}M${n(x + 70)} ${n(base)}L${n(x - 20)} ${n(base - 130)}`,
          '#8a6247',
          10,
        ),
      );
      c.add(
        path(
          `M${n(x - 64)} ${n(base - 40)}L${n(x + 26)} ${n(base - 236)}L${n(x + 96)} ${n(base - 206)}L${n(x + 14)} ${n(base - 8)}z`,
          seat,
        ),
      );
    }
  } else {
    const tx = W / 2 + r.range(-200, 200);
    const top = floorY + 170;
    const wood = sky.tone(roof ? r.pick(['#f4f2ee', '#3a3f48', '#e8dfcf']) : '#b98a5e');
    if (roof)
      sofa(c, r, tx + r.range(-120, 120), top + 10, r.range(560, 680), seat, [
        lighten(seat, 0.35),
        p.neutral,
        p.accent,
      ]);
    c.add(ellipse(tx, H - 40, 330, 16, '#10131c', { opacity: 0.15 }));
    c.add(
      rect(tx - 300, top - 20, 600, 22, wood, { rx: 4 }),
      rect(tx - 240, top, 16, H - 60 - top, darken(wood, 0.2)),
      rect(tx + 224, top, 16, H - 60 - top, darken(wood, 0.2)),
    );
    c.add(rect(tx - 330, top + 110, 660, 20, darken(wood, 0.08), { rx: 4 }));
    if (hint('parasol') || r.chance(0.6)) {
      const pc = sky.tone(hint('green') ? '#3f7d64' : seat);
      c.add(rect(tx - 4, top - 330, 8, 330, '#3a3f48'));
      c.add(
        path(
          `M${n(tx - 260)} ${n(top - 250)}Q${n(tx)} ${n(top - 400)} ${n(tx + 260)} ${n(top - 250)}q-43 22 -87 0q-43 22 -87 0q-43 22 -86 0q-43 22 -87 0q-43 22 -87 0q-43 22 -86 0z`,
          pc,
        ),
      );
    }
    mug(c, tx - 120, top - 20, 36, '#ffffff', false);
    plant(c, r, tx + 150, top - 20, 90, '#e9e4da', r.pick(GREENS));
  }
}

function sceneCommon(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const kind = hint('cinema')
    ? 'cinema'
    : hint('gym')
      ? 'gym'
      : hint('games room', 'pool table', 'table tennis', 'arcade', 'board game')
        ? 'games'
        : hint('terrace', 'courtyard', 'garden')
          ? 'outdoor'
          : hint('bike')
            ? 'bikes'
            : hint('kitchen')
              ? 'kitchen'
              : hint('study', 'desk', 'booth')
                ? 'study'
                : hint('lounge', 'sofa', 'common room')
                  ? 'lounge'
                  : r.pick(['lounge', 'study', 'gym', 'cinema', 'kitchen', 'games', 'outdoor'] as const);
  if (kind === 'lounge') commonLounge(c, r, p);
  else if (kind === 'study') commonStudy(c, r, p);
  else if (kind === 'gym') commonGym(c, r, p, hint);
  else if (kind === 'cinema') commonCinema(c, r, p, hint);
  else if (kind === 'games') commonGames(c, r, p, hint);
  else if (kind === 'outdoor') commonOutdoor(c, r, p, hint);
  else if (kind === 'bikes') commonBikes(c, r, p);
  else commonKitchen(c, r, p, hint);
}

// ---------------------------------------------------------------------------------------------
// Scene: skyline
// ---------------------------------------------------------------------------------------------

type Landmark = 'clock' | 'dome' | 'chimneys' | 'spire' | 'needle';

function landmark(c: Canvas, kind: Landmark, x: number, baseY: number, fill: string, detail: string): void {
  if (kind === 'clock') {
    const w = 70;
    const h = 330;
    c.add(rect(x - w / 2, baseY - h, w, h + 2, fill));
    c.add(poly([x - w / 2 - 6, baseY - h, x, baseY - h - 90, x + w / 2 + 6, baseY - h], fill));
    c.add(
      circle(x, baseY - h + 45, 22, detail),
      stroke(`M${n(x)} ${n(baseY - h + 45)}v-14M${n(x)} ${n(baseY - h + 45)}l10 6`, fill, 3),
    );
  } else if (kind === 'dome') {
    c.add(rect(x - 150, baseY - 150, 300, 152, fill), rect(x - 70, baseY - 200, 140, 52, fill));
    c.add(
      path(`M${n(x - 80)} ${n(baseY - 198)}A80 70 0 0 1 ${n(x + 80)} ${n(baseY - 198)}z`, fill),
      rect(x - 8, baseY - 300, 16, 40, fill),
    );
    let cols = '';
    for (let i = 0; i < 6; i += 1) cols += rp(x - 120 + i * 46, baseY - 120, 10, 100);
    c.add(path(cols, detail, { opacity: 0.5 }));
  } else if (kind === 'chimneys') {
    c.add(rect(x - 180, baseY - 130, 360, 132, fill));
    let win = '';
    for (let i = 0; i < 8; i += 1)
      for (let j = 0; j < 3; j += 1) win += rp(x - 165 + i * 44, baseY - 115 + j * 38, 24, 22);
    c.add(path(win, detail, { opacity: 0.6 }));
    c.add(poly([x + 100, baseY - 130, x + 108, baseY - 380, x + 126, baseY - 380, x + 134, baseY - 130], fill));
    c.add(poly([x - 140, baseY - 130, x - 134, baseY - 300, x - 120, baseY - 300, x - 114, baseY - 130], fill));
  } else if (kind === 'spire') {
    c.add(
      rect(x - 60, baseY - 220, 120, 222, fill),
      poly([x - 60, baseY - 220, x, baseY - 420, x + 60, baseY - 220], fill),
    );
    c.add(path(pointedArch(x - 20, baseY - 190, 40, 90), detail, { opacity: 0.6 }));
  } else {
    c.add(poly([x - 40, baseY, x - 26, baseY - 560, x + 10, baseY - 600, x + 40, baseY], fill));
    let win = '';
    for (let y = baseY - 540; y < baseY - 20; y += 26) win += rp(x - 22, y, 44, 8);
    c.add(path(win, detail, { opacity: 0.45 }));
  }
}

function sceneSkyline(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const moodRoll = r.weighted([
    ['day', 3],
    ['sunset', 3],
    ['dusk', 3],
    ['night', 2],
  ] as const);
  const mood = hint('night')
    ? 'night'
    : hint('dusk', 'lit up', 'evening')
      ? 'dusk'
      : hint('sunset', 'golden')
        ? 'sunset'
        : hint('morning', 'afternoon', 'sunny', 'clear', 'bright', 'spring', 'summer')
          ? 'day'
          : moodRoll;
  const waterHint = hint('canal', 'river', 'harbour', 'waterfront', 'basin', 'mersey', 'quay', 'wharf', 'reflected');
  const fgRoll = r.pick(['water', 'park'] as const);
  const fg = hint('hills', 'slopes', 'peak')
    ? 'hills'
    : hint('houses', 'terraces', 'terraced')
      ? 'houses'
      : waterHint
        ? 'water'
        : fgRoll;
  const horizon =
    fg === 'water'
      ? r.range(740, 840)
      : fg === 'hills'
        ? r.range(660, 720)
        : fg === 'houses'
          ? r.range(600, 660)
          : r.range(890, 940);
  const day = mood === 'day';

  let top: string;
  let mid: string;
  let low: string;
  let sunX = r.range(300, W - 300);
  let sunR = 0;
  let sunCol = '#fff7dc';
  if (day) {
    const sky = drawSky(c, r, 'day', p, horizon);
    top = sky.top;
    mid = sky.mid;
    low = sky.bottom;
  } else {
    top =
      mood === 'night'
        ? mix('#0c1331', p.main, 0.25)
        : mood === 'dusk'
          ? mix('#26305e', p.main, 0.35)
          : mix('#3b4a86', p.main, 0.3);
    mid = mood === 'night' ? mix('#25335f', p.main, 0.3) : mix(mix('#b0608a', p.accent, 0.35), p.main, 0.15);
    low = mood === 'night' ? mix('#4a5d8f', p.accent, 0.15) : mix('#ffc18a', lighten(p.accent, 0.35), 0.45);
    c.add(
      rect(
        0,
        0,
        W,
        horizon + 4,
        c.linear([
          [0, top],
          [0.6, mid],
          [1, low],
        ]),
      ),
    );
    let stars = '';
    for (let i = 0; i < (mood === 'sunset' ? 20 : 70); i += 1)
      stars += cp(r.range(0, W), r.range(0, horizon * 0.5), r.range(0.8, 2));
    c.add(path(stars, '#fffbe8', { opacity: mood === 'sunset' ? 0.4 : 0.75 }));
    sunX = r.range(300, W - 300);
    const sunY = mood === 'night' ? r.range(120, 260) : horizon - r.range(80, 200);
    sunR = mood === 'night' ? 40 : r.range(80, 120);
    sunCol = mood === 'night' ? '#f3efdc' : lighten(mix('#ffd39c', p.accent, 0.25), 0.25);
    c.add(halo(sunX, sunY, sunR * 4, sunCol, 0.5, 7));
    c.add(circle(sunX, sunY, sunR, sunCol));
    if (mood === 'night') c.add(circle(sunX + sunR * 0.45, sunY - sunR * 0.25, sunR * 0.88, top));
    let streaks = '';
    for (let i = 0; i < r.int(3, 6); i += 1) {
      const y = r.range(horizon * 0.25, horizon * 0.75);
      const x = r.range(-100, W);
      const w = r.range(200, 520);
      streaks += `M${n(x)} ${n(y)}h${n(w)}a7 7 0 0 1 0 14h${n(-w)}a7 7 0 0 1 0 -14z`;
    }
    c.add(path(streaks, mood === 'night' ? '#3a4a78' : lighten(mix(p.accent, '#ff9aa2', 0.3), 0.3), { opacity: 0.45 }));
  }

  // Building layers, far to near (smaller when seen from the hills).
  const scale = fg === 'hills' ? 0.6 : fg === 'houses' ? 0.75 : 1;
  const baseY = horizon;
  const far = mix(low, top, 0.45);
  const layerFills = day
    ? [
        mix(low, p.main, 0.12),
        mix(mix(low, top, 0.5), p.main, 0.2),
        mix('#8d98a6', p.main, 0.3),
        mix(darken(p.main, 0.25), '#5b6472', 0.4),
      ]
    : [
        mix(far, mid, 0.3),
        mix(far, darken(p.main, 0.5), 0.35),
        mix(darken(p.main, 0.55), top, 0.3),
        darken(p.main, 0.78),
      ];
  const litCols = [mix('#ffd27d', p.accent, 0.2), '#fff1c9', mix('#ffb86b', p.accent, 0.4)];
  const sizes = [
    [120, 300, 50, 120],
    [160, 430, 60, 140],
    [200, 560, 70, 160],
    [90, 300, 90, 200],
  ] as const;
  const marks: Landmark[] = [];
  if (hint('clock tower', 'clock')) marks.push('clock');
  if (hint('dome', 'council house')) marks.push('dome');
  if (hint('chimney', 'mills')) marks.push('chimneys');
  if (hint('cathedral', 'spire', 'church')) marks.push('spire');
  if (hint('beetham', 'skyscraper', 'tall tower')) marks.push('needle');
  sizes.forEach(([minH, maxH, minW, maxW], i) => {
    const fill = layerFills[i] ?? far;
    const litLayer = !day && i > 0;
    const dayTones =
      day && i >= 2
        ? [
            mix(p.main, '#e9eef3', i === 2 ? 0.55 : 0.35),
            mix('#c9b8a6', p.main, 0.2),
            mix('#8fa3b8', p.main, 0.3),
            mix(p.accent, '#e9eef3', 0.6),
            mix('#d9d2c3', p.neutral, 0.4),
          ].map((t) => (i === 2 ? mix(t, low, 0.25) : t))
        : undefined;
    cityLayer(c, r.fork(`layer${i}`), {
      ...(dayTones !== undefined ? { tones: dayTones } : {}),
      baseY,
      minH: minH * scale,
      maxH: maxH * scale,
      minW: minW * scale,
      maxW: maxW * scale,
      fill,
      roofs: true,
      ...(litLayer
        ? {
            lit: { colours: litCols, chance: [0, 0.08, 0.18, 0.28][i] ?? 0.2, size: (4 + i * 1.5) * scale },
            ...(i >= 2 ? { dim: lighten(fill, 0.06) } : {}),
          }
        : day && i >= 1
          ? {
              lit: { colours: [lighten(fill, 0.35)], chance: 0.12, size: (4 + i * 1.5) * scale },
              dim: mix(fill, top, 0.3),
            }
          : {}),
    });
    if (i === 3)
      for (const [k, m] of marks.entries())
        landmark(
          c,
          m,
          ((k + r.range(0.3, 0.7)) / marks.length) * W,
          baseY,
          fill,
          day ? lighten(fill, 0.3) : (litCols[0] ?? '#ffd27d'),
        );
  });

  const ground = day ? mix('#4f6b58', p.main, 0.2) : darken(p.main, 0.85);
  if (fg === 'water') {
    const w0 = day ? mix(low, '#7fa7c7', 0.5) : mix(low, ground, 0.5);
    const w1 = day ? mix(top, '#2f5a7a', 0.5) : mix(top, ground, 0.6);
    c.add(
      rect(
        0,
        baseY,
        W,
        H - baseY,
        c.linear([
          [0, w0],
          [1, w1],
        ]),
      ),
    );
    let ripples = '';
    for (let i = 0; i < 90; i += 1) {
      const y = baseY + r.next() ** 1.4 * (H - baseY);
      const w = r.range(20, 140) * (0.5 + (y - baseY) / (H - baseY));
      ripples += rp(r.range(-50, W), y, w, r.range(1.5, 3.5));
    }
    c.add(path(ripples, day ? '#ffffff' : lighten(low, 0.3), { opacity: day ? 0.35 : 0.25 }));
    if (!day && mood !== 'night') {
      let reflect = '';
      for (let i = 0; i < 24; i += 1) {
        const y = baseY + 8 + i * ((H - baseY - 10) / 24);
        const w = sunR * (1.6 - i * 0.04) * r.range(0.6, 1.2);
        reflect += rp(sunX - w / 2 + r.range(-10, 10), y, w, 3);
      }
      c.add(path(reflect, sunCol, { opacity: 0.5 }));
    }
    if (!day) {
      let lights = '';
      for (let i = 0; i < 60; i += 1)
        lights += rp(r.range(0, W), baseY + r.range(6, (H - baseY) * 0.8), r.range(2, 5), r.range(10, 40));
      c.add(path(lights, litCols[0] ?? '#ffd27d', { opacity: 0.35 }));
    }
    c.add(rect(0, baseY - 2, W, 6, day ? mix('#9aa1a8', p.main, 0.2) : darken(p.main, 0.7)));
    if (hint('narrowboat', 'boat')) {
      for (let i = 0; i < r.int(2, 3); i += 1) {
        const bx0 = r.range(80, W - 520);
        const by = baseY + r.range(60, 170);
        const hull = r.pick(['#2f5d3a', '#7b2d26', '#1f3a5f', p.main]);
        c.add(
          path(`M${n(bx0)} ${n(by)}h420l-20 34h-380z`, '#1c1f26'),
          rect(bx0 + 60, by - 44, 300, 44, hull),
          rect(bx0 + 60, by - 50, 300, 8, darken(hull, 0.3)),
        );
        let win = '';
        for (let k = 0; k < 6; k += 1) win += rp(bx0 + 80 + k * 46, by - 34, 24, 16);
        c.add(
          path(win, day ? '#e9e4da' : (litCols[0] ?? '#ffd27d')),
          rect(bx0 + 60, by - 8, 300, 6, r.pick(['#f2c14e', '#d45b3f', p.accent])),
        );
      }
    }
  } else if (fg === 'hills') {
    c.add(rect(0, baseY - 2, W, H - baseY + 2, day ? mix('#8fb978', low, 0.35) : mix('#3f5d4a', top, 0.4)));
    const shades = day
      ? ['#7fae62', '#6a9a4f', '#5b8a45']
      : [mix('#3f5d4a', p.main, 0.3), mix('#2f4a3a', p.main, 0.3), mix('#22382c', p.main, 0.3)];
    shades.forEach((col, i) => {
      const y0 = baseY + 40 + i * ((H - baseY) / 3.2);
      let d = `M0 ${n(y0 + r.range(-40, 40))}`;
      for (let x = 0; x <= W; x += 400)
        d += `Q${n(x + 200)} ${n(y0 + r.range(-90, 10))} ${n(x + 400)} ${n(y0 + r.range(-30, 40))}`;
      d += `V${H}H0z`;
      c.add(path(d, col));
      let trees = '';
      for (let k = 0; k < 10; k += 1) trees += cp(r.range(0, W), y0 + r.range(10, 60), r.range(10, 22));
      c.add(path(trees, darken(col, 0.25)));
    });
    let walls = '';
    for (let k = 0; k < 4; k += 1)
      walls += `M${n(r.range(0, W - 300))} ${n(r.range(baseY + 120, H - 40))}q150 -20 300 0`;
    c.add(stroke(walls, day ? '#d9d2c3' : '#3a3f48', 3, { opacity: 0.7 }));
  } else if (fg === 'houses') {
    const pastel = [
      '#f2a6a0',
      '#f6d186',
      '#9fd3c7',
      '#b5c7ed',
      '#f7b267',
      '#c3aed6',
      lighten(p.accent, 0.25),
      lighten(p.main, 0.45),
    ];
    c.add(rect(0, baseY - 2, W, H - baseY + 2, day ? mix('#8fb978', low, 0.35) : darken(p.main, 0.6)));
    const slopeTop = baseY + 30;
    const slopeBottom = H - (waterHint ? 170 : 40);
    c.add(
      poly(
        [0, slopeBottom + 30, W, slopeTop + 60, W, H, 0, H],
        day ? mix('#7fae62', p.main, 0.15) : darken(p.main, 0.7),
      ),
    );
    for (let row = 0; row < 2; row += 1) {
      let x = -20 + row * 40;
      while (x < W) {
        const w = r.range(70, 100);
        const t = x / W;
        const base = lerp(slopeBottom, slopeTop, t) + row * 110;
        const h = r.range(110, 150);
        const col = day ? r.pick(pastel) : mix(r.pick(pastel), '#1b2340', 0.5);
        c.add(rect(x, base - h, w, h + 40, col));
        if (r.chance(0.5))
          c.add(poly([x - 4, base - h, x + w / 2, base - h - 40, x + w + 4, base - h], day ? '#5b6472' : '#2b2f38'));
        else c.add(rect(x - 3, base - h - 8, w + 6, 10, darken(col, 0.2)));
        let win = '';
        for (let j = 0; j < 2; j += 1)
          win +=
            rp(x + 12, base - h + 20 + j * 44, w * 0.3, 26) + rp(x + w * 0.55, base - h + 20 + j * 44, w * 0.3, 26);
        c.add(path(win, day ? '#ffffff' : (litCols[0] ?? '#ffd27d'), { opacity: 0.9 }));
        x += w;
      }
    }
    if (waterHint) {
      c.add(
        rect(0, H - 150, W, 150, day ? mix('#7fa7c7', p.main, 0.15) : darken(p.main, 0.6)),
        rect(0, H - 154, W, 8, '#c9c2b6'),
      );
      let ripples = '';
      for (let i = 0; i < 30; i += 1) ripples += rp(r.range(0, W), r.range(H - 140, H - 10), r.range(30, 120), 3);
      c.add(path(ripples, '#ffffff', { opacity: 0.3 }));
    }
  } else {
    c.add(rect(0, baseY, W, H - baseY, ground));
    const g0 = day ? mix('#4f8a5b', p.main, 0.15) : darken(mix('#3f7d64', p.main, 0.3), 0.55);
    const g1 = day ? mix('#3b6e48', p.main, 0.15) : darken(mix('#3f7d64', p.main, 0.3), 0.7);
    let hedge = '';
    for (let x = -40; x < W + 60; x += r.range(40, 90)) hedge += cp(x, baseY + r.range(5, 30), r.range(25, 55));
    c.add(path(hedge, g0));
    const count = r.int(3, 6);
    for (let i = 0; i < count; i += 1)
      tree(
        c,
        ((i + r.range(0.1, 0.9)) / count) * W,
        H - r.range(10, 50),
        r.range(200, 320),
        [g0, g1],
        r.pick(['round', 'tall', 'pine', 'twin'] as const),
        day ? '#6e5140' : g1,
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Scene: campus
// ---------------------------------------------------------------------------------------------

function pointedArch(x: number, y: number, w: number, h: number): string {
  const spring = y + w * 0.7;
  return `M${n(x)} ${n(y + h)}V${n(spring)}Q${n(x)} ${n(y + w * 0.15)} ${n(x + w / 2)} ${n(y)}Q${n(x + w)} ${n(y + w * 0.15)} ${n(x + w)} ${n(spring)}V${n(y + h)}z`;
}

function campusClassical(c: Canvas, r: Rng, cx: number, baseY: number, bw: number, sky: Sky, p: Palette): void {
  const stone = sky.tone(r.pick(['#ece3d0', '#e4dccb', '#efe9dd', mix('#e6dccb', p.neutral, 0.5)]));
  const shade = darken(stone, 0.12);
  const wingH = r.range(230, 290);
  const x0 = cx - bw / 2;
  const pw = bw * r.range(0.3, 0.38);
  const colsN = r.pick([4, 6, 6, 8]);
  const colH = wingH + 30;
  const domed = r.chance(0.5);
  if (domed) {
    const dr = pw * 0.42;
    const dy = baseY - colH - 130;
    c.add(rect(cx - dr * 0.95, dy - 40, dr * 1.9, 90, shade));
    let cols = '';
    for (let i = 0; i < 9; i += 1) cols += rp(cx - dr * 0.85 + i * ((dr * 1.7) / 8) - 3, dy - 30, 6, 70);
    c.add(path(cols, darken(stone, 0.25)));
    c.add(
      path(
        `M${n(cx - dr)} ${n(dy - 40)}A${n(dr)} ${n(dr * 0.9)} 0 0 1 ${n(cx + dr)} ${n(dy - 40)}z`,
        sky.tone(mix('#6f9c93', p.main, 0.3)),
      ),
    );
    c.add(
      path(
        `M${n(cx - dr * 0.5)} ${n(dy - 40 - dr * 0.75)}A${n(dr)} ${n(dr * 0.9)} 0 0 1 ${n(cx + dr * 0.2)} ${n(dy - 40 - dr * 0.88)}`,
        'none',
        { stroke: '#ffffff', sw: 6, opacity: 0.3 },
      ),
    );
    c.add(
      rect(cx - 14, dy - 40 - dr * 0.9 - 40, 28, 44, stone),
      path(
        `M${n(cx - 18)} ${n(dy - 40 - dr * 0.9 - 40)}L${n(cx)} ${n(dy - 40 - dr * 0.9 - 72)}L${n(cx + 18)} ${n(dy - 40 - dr * 0.9 - 40)}z`,
        sky.tone(mix('#6f9c93', p.main, 0.3)),
      ),
    );
  }
  // Wings.
  c.add(rect(x0, baseY - wingH, bw, wingH, stone));
  c.add(
    rect(x0 - 8, baseY - wingH - 18, bw + 16, 22, shade),
    rect(x0, baseY - wingH + 4, bw, 6, darken(stone, 0.2), { opacity: 0.4 }),
  );
  c.add(rect(x0 - 6, baseY - 26, bw + 12, 26, shade));
  const winW = 36;
  const perWing = Math.max(2, Math.floor((bw - pw) / 2 / 80));
  let glass = '';
  let lit = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < perWing; i += 1) {
      const wx =
        side < 0
          ? x0 + 40 + i * (((bw - pw) / 2 - 60) / perWing)
          : cx + pw / 2 + 30 + i * (((bw - pw) / 2 - 60) / perWing);
      for (const row of [0, 1]) {
        const wy = baseY - wingH + 40 + row * ((wingH - 60) / 2);
        const d = archPath(wx, wy, winW, (wingH - 110) / 2);
        if (r.chance(sky.litChance)) lit += d;
        else glass += d;
      }
    }
  }
  c.add(path(glass, sky.tone(mix('#4a5d78', p.main, 0.3))), path(lit, sky.lit));
  // Banners.
  if (r.chance(0.7)) {
    for (const side of [-1, 1]) {
      const bx = cx + side * (pw / 2 + 18) - (side < 0 ? 34 : 0);
      c.add(path(`M${n(bx)} ${n(baseY - wingH + 20)}h34v110l-17 -14l-17 14z`, sky.tone(p.accent)));
    }
  }
  // Portico.
  const pedTop = baseY - colH - 110;
  c.add(rect(cx - pw / 2, baseY - colH, pw, colH, darken(stone, 0.2)));
  c.add(rect(cx - pw / 2 + 20, baseY - colH + 40, pw - 40, colH - 40, sky.tone('#3f3a36'), { opacity: 0.5 }));
  const door = archPath(cx - 40, baseY - 170, 80, 150);
  c.add(path(door, sky.tone(darken(p.main, 0.3))));
  let columns = '';
  const cw = 22;
  for (let i = 0; i < colsN; i += 1) {
    const x = cx - pw / 2 + 14 + (i * (pw - 28 - cw)) / (colsN - 1);
    columns +=
      rp(x, baseY - colH, cw, colH - 20) + rp(x - 5, baseY - colH, cw + 10, 10) + rp(x - 5, baseY - 30, cw + 10, 10);
  }
  c.add(path(columns, lighten(stone, 0.2)));
  c.add(
    rect(cx - pw / 2 - 14, baseY - colH - 30, pw + 28, 34, stone),
    rect(cx - pw / 2 - 14, baseY - colH - 6, pw + 28, 6, shade),
  );
  c.add(poly([cx - pw / 2 - 24, baseY - colH - 30, cx, pedTop, cx + pw / 2 + 24, baseY - colH - 30], stone));
  c.add(poly([cx - pw / 2 + 20, baseY - colH - 40, cx, pedTop + 18, cx + pw / 2 - 20, baseY - colH - 40], shade));
  c.add(circle(cx, baseY - colH - 62, 16, lighten(stone, 0.2)));
  for (let i = 0; i < 3; i += 1)
    c.add(
      rect(
        cx - pw / 2 - 10 - i * 14,
        baseY - 20 + i * 8,
        pw + 20 + i * 28,
        10,
        i % 2 === 0 ? lighten(stone, 0.1) : shade,
      ),
    );
}

function campusRedbrick(c: Canvas, r: Rng, cx: number, baseY: number, bw: number, sky: Sky, p: Palette): void {
  const brick = sky.tone(mix(r.pick(['#a8553f', '#b5694d', '#9c4a3a']), p.main, 0.18));
  const trim = sky.tone('#e8dfcf');
  const slate = sky.tone(mix('#4b5563', p.main, 0.2));
  const blockH = r.range(220, 270);
  const x0 = cx - bw / 2;
  // Roof.
  c.add(
    poly(
      [
        x0 - 10,
        baseY - blockH,
        x0 + 60,
        baseY - blockH - 90,
        x0 + bw - 60,
        baseY - blockH - 90,
        x0 + bw + 10,
        baseY - blockH,
      ],
      slate,
    ),
  );
  let dormers = '';
  for (let x = x0 + 120; x < x0 + bw - 120; x += 130) dormers += `M${n(x)} ${n(baseY - blockH)}v-50l25 -25l25 25v50z`;
  c.add(path(dormers, brick));
  c.add(rect(x0, baseY - blockH, bw, blockH, brick));
  c.add(
    rect(x0, baseY - blockH, bw, 10, trim),
    rect(x0, baseY - blockH / 2 - 6, bw, 8, trim, { opacity: 0.8 }),
    rect(x0 - 4, baseY - 18, bw + 8, 18, trim),
  );
  // Gothic windows.
  let glass = '';
  let lit = '';
  const ww = 40;
  for (let x = x0 + 40; x < x0 + bw - 60; x += 90) {
    if (Math.abs(x + ww / 2 - cx) < 120) continue;
    for (const row of [0, 1]) {
      const d = pointedArch(x, baseY - blockH + 30 + row * (blockH / 2 - 6), ww, blockH / 2 - 60);
      if (r.chance(sky.litChance)) lit += d;
      else glass += d;
    }
  }
  c.add(path(glass, sky.tone(mix('#3d4b63', p.main, 0.25))), path(lit, sky.lit));
  // Clock tower.
  const tw = r.range(130, 170);
  const th = Math.min(blockH + r.range(180, 260), baseY - 190);
  const tTop = baseY - th;
  c.add(
    rect(cx - tw / 2, tTop, tw, th, brick),
    rect(cx - tw / 2 + tw * 0.6, tTop, tw * 0.4, th, '#000000', { opacity: 0.08 }),
  );
  c.add(rect(cx - tw / 2 - 8, tTop - 10, tw + 16, 18, trim));
  c.add(
    poly([cx - tw / 2 - 4, tTop - 10, cx, Math.max(12, tTop - r.range(140, 200)), cx + tw / 2 + 4, tTop - 10], slate),
  );
  for (const sx of [-1, 1])
    c.add(
      poly(
        [cx + (sx * tw) / 2 - 10, tTop - 10, cx + (sx * tw) / 2, tTop - 60, cx + (sx * tw) / 2 + 10, tTop - 10],
        slate,
      ),
    );
  const clockY = tTop + 70;
  c.add(circle(cx, clockY, tw * 0.3, trim), circle(cx, clockY, tw * 0.24, '#fbf7ee'));
  c.add(
    stroke(
      `M${n(cx)} ${n(clockY)}L${n(cx)} ${n(clockY - tw * 0.18)}M${n(cx)} ${n(clockY)}L${n(cx + tw * 0.12)} ${n(clockY + tw * 0.05)}`,
      '#2b2f38',
      4,
    ),
  );
  c.add(path(pointedArch(cx - 45, baseY - 190, 90, 190), sky.tone(darken(p.main, 0.35))));
  c.add(path(pointedArch(cx - 24, tTop + 130, 48, 110), sky.tone(mix('#3d4b63', p.main, 0.25))));
}

function campusModern(c: Canvas, r: Rng, cx: number, baseY: number, bw: number, sky: Sky, p: Palette): void {
  const clad = sky.tone(r.pick([p.main, mix(p.main, p.neutral, 0.4), '#e9e6e0']));
  const h = r.range(260, 340);
  const x0 = cx - bw / 2;
  c.add(rect(x0, baseY - h, bw, h, clad));
  // Glass atrium.
  const aw = bw * r.range(0.3, 0.4);
  const ax = x0 + bw * r.range(0.15, 0.5);
  c.add(rect(ax, baseY - h - 40, aw, h + 40, sky.glass));
  let mull = '';
  for (let x = ax; x <= ax + aw + 1; x += aw / 6) mull += rp(x - 2, baseY - h - 40, 4, h + 40);
  for (let y = baseY - h - 40; y < baseY; y += 60) mull += rp(ax, y - 2, aw, 4);
  c.add(path(mull, sky.tone('#3a414b')));
  // Ribbon windows on the rest.
  const floors = Math.floor((h - 40) / 70);
  let glass = '';
  for (let f = 0; f < floors; f += 1) {
    const y = baseY - h + 30 + f * 70;
    glass += rp(x0 + 20, y, ax - x0 - 40, 34) + rp(ax + aw + 20, y, x0 + bw - ax - aw - 40, 34);
  }
  c.add(path(glass, sky.glassDark));
  c.add(rect(x0 - 10, baseY - h - 12, bw + 20, 14, darken(clad, 0.2)));
  c.add(rect(ax - 40, baseY - 120, aw + 80, 16, sky.tone(p.accent)));
  c.add(
    rect(x0 + bw * 0.7, baseY - h - 90, bw * 0.22, 90, lighten(clad, 0.1)),
    rect(x0 + bw * 0.72, baseY - h - 70, bw * 0.18, 34, sky.glassDark),
  );
}

function sceneCampus(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const todRoll = r.weighted<Tod>([
    ['day', 6],
    ['golden', 3],
  ]);
  const tod: Tod = hint('morning', 'sunny', 'bright')
    ? 'day'
    : hint('golden', 'sunset', 'evening')
      ? 'golden'
      : todRoll;
  const seasonRoll = r.weighted([
    ['summer', 4],
    ['spring', 2],
    ['autumn', 3],
  ] as const);
  const season = hint('autumn') ? 'autumn' : hint('spring') ? 'spring' : hint('summer') ? 'summer' : seasonRoll;
  const horizonY = r.range(590, 650);
  const sky = drawSky(c, r, tod, p, horizonY);
  // Distant tree line.
  const far = sky.tone(mix('#7fa08a', sky.bottom, 0.45));
  let hedge = '';
  for (let x = -40; x < W + 60; x += r.range(50, 90)) hedge += cp(x, horizonY - r.range(10, 40), r.range(40, 70));
  c.add(path(hedge + rp(0, horizonY - 30, W, 40), far));
  const cx = W / 2 + r.range(-220, 220);
  const bw = r.range(820, 1120);
  const styleRoll = r.pick(['classical', 'redbrick', 'modern'] as const);
  const style = hint('red-brick', 'red brick', 'victorian', 'gothic')
    ? 'redbrick'
    : hint('classical', 'columns', 'portico', 'dome')
      ? 'classical'
      : hint('modern', 'glass')
        ? 'modern'
        : styleRoll;
  if (style === 'classical') campusClassical(c, r, cx, horizonY, bw, sky, p);
  else if (style === 'redbrick') campusRedbrick(c, r, cx, horizonY, bw, sky, p);
  else campusModern(c, r, cx, horizonY, bw, sky, p);
  // Lawn with mowing stripes.
  const grass = sky.tone(season === 'autumn' ? '#7fa05a' : season === 'spring' ? '#86b86a' : '#6faa5c');
  c.add(
    rect(
      0,
      horizonY,
      W,
      H - horizonY,
      c.linear([
        [0, darken(grass, 0.1)],
        [1, lighten(grass, 0.05)],
      ]),
    ),
  );
  const vx = W / 2;
  const vpY = horizonY - 500;
  const t0 = (horizonY - vpY) / (H - vpY);
  let stripes = '';
  const stripeW = r.range(90, 140);
  for (let k = -24; k <= 24; k += 2) {
    const xb0 = vx + k * stripeW;
    const xb1 = vx + (k + 1) * stripeW;
    stripes += `M${n(vx + (xb0 - vx) * t0)} ${n(horizonY)}L${n(vx + (xb1 - vx) * t0)} ${n(horizonY)}L${n(xb1)} ${H}L${n(xb0)} ${H}z`;
  }
  c.add(path(stripes, lighten(grass, 0.12), { opacity: 0.45 }));
  // Paths: the main one to the door, then either a cross walk with a roundel or two diagonals.
  const pathCol = sky.tone('#e9dcc3');
  const footX = W / 2 + r.range(-120, 120);
  c.add(poly([cx - 50, horizonY, cx + 50, horizonY, footX + 230, H, footX - 230, H], pathCol));
  const layout = r.weighted([
    ['cross', 3],
    ['diagonal', 2],
  ] as const);
  const crossY = horizonY + (H - horizonY) * r.range(0.35, 0.5);
  const crossH = 22 + (crossY - horizonY) * 0.12;
  const pathXAt = (y: number): number => lerp(cx, footX, (y - horizonY) / (H - horizonY));
  if (layout === 'cross') {
    c.add(rect(0, crossY, W, crossH, pathCol));
    const ry = crossY + crossH / 2;
    const rw = 190;
    const rx0 = pathXAt(ry);
    c.add(ellipse(rx0, ry, rw + 30, rw * 0.22 + 10, pathCol));
    if (r.chance(0.5)) {
      c.add(
        ellipse(rx0, ry, rw, rw * 0.2, sky.tone('#cfc6b6')),
        ellipse(rx0, ry - 4, rw - 16, rw * 0.16, sky.tone(mix('#7fb7d6', sky.top, 0.3))),
      );
      c.add(
        ellipse(rx0, ry - 40, 12, 44, '#ffffff', { opacity: 0.7 }),
        rect(rx0 - 14, ry - 14, 28, 14, sky.tone('#cfc6b6')),
      );
    } else {
      c.add(ellipse(rx0, ry, rw, rw * 0.2, darken(grass, 0.08)));
      let flowers = '';
      for (let i = 0; i < 40; i += 1) {
        const a = r.range(0, Math.PI * 2);
        const d = Math.sqrt(r.next()) * 0.85;
        flowers += cp(rx0 + Math.cos(a) * rw * d, ry + Math.sin(a) * rw * 0.2 * d, r.range(4, 7));
      }
      c.add(path(flowers, sky.tone(p.accent)));
    }
  } else {
    for (const side of [-1, 1]) {
      const ex = side < 0 ? r.range(-300, 100) : r.range(W - 100, W + 300);
      c.add(poly([cx + side * 30, horizonY, cx + side * 70, horizonY, ex + side * 120, H, ex - side * 60, H], pathCol));
    }
    let beds = '';
    for (let i = 0; i < 30; i += 1) beds += cp(r.range(40, W - 40), r.range(crossY, H - 30), r.range(4, 7));
    if (r.chance(0.5)) c.add(path(beds, sky.tone(lighten(p.accent, 0.2)), { opacity: 0.9 }));
  }
  // Trees, benches, lamps, people.
  const palettes = season === 'autumn' ? AUTUMN : GREENS;
  const trees: number[] = [];
  for (let i = 0; i < r.int(3, 5); i += 1) trees.push(r.range(40, cx - bw / 2 - 20), r.range(cx + bw / 2 + 20, W - 40));
  for (const x of trees) {
    const greens = r.pick(palettes);
    tree(
      c,
      x,
      horizonY + r.range(5, 30),
      r.range(220, 320),
      [sky.tone(greens[0]), sky.tone(greens[1])],
      r.pick(['round', 'round', 'tall', 'twin'] as const),
      sky.tone('#6e5140'),
    );
  }
  const benchY = layout === 'cross' ? crossY - 6 : crossY + 40;
  for (const side of [-1, 1]) {
    const bx = pathXAt(benchY) + side * r.range(330, 440);
    c.add(
      rect(bx - 60, benchY - 30, 120, 10, '#8a6247', { rx: 3 }),
      rect(bx - 60, benchY - 50, 120, 10, '#8a6247', { rx: 3 }),
      rect(bx - 52, benchY - 20, 6, 20, '#2f343c'),
      rect(bx + 46, benchY - 20, 6, 20, '#2f343c'),
    );
    const ly = layout === 'cross' ? crossY + crossH + 10 : crossY + 120;
    lampPost(c, pathXAt(ly) + side * (290 + (ly - crossY) * 0.4), ly, 220, '#2f343c', false, sky.lit);
  }
  for (const side of [-1, 1]) {
    if (r.chance(0.25)) continue;
    const greens = r.pick(palettes);
    const x = footX + side * r.range(520, 720);
    tree(
      c,
      x,
      H - r.range(10, 60),
      r.range(400, 540),
      [sky.tone(greens[0]), sky.tone(greens[1])],
      r.pick(['round', 'round', 'twin'] as const),
      sky.tone('#6e5140'),
    );
  }
  const people = r.int(3, 8);
  const shirt = [p.accent, p.main, '#3d4a5c', '#e2b04a', '#6c8ebf', '#d8d2c4', '#b4534a'];
  const walkers: (readonly [number, number])[] = [];
  for (let i = 0; i < people; i += 1) {
    const t = r.range(0.08, 1);
    const y = horizonY + (H - horizonY - 20) * t;
    const onCross = layout === 'cross' && r.chance(0.45);
    const x = onCross ? r.range(60, W - 60) : pathXAt(y) + r.range(-1, 1) * (40 + 170 * t);
    const yy = onCross ? crossY + crossH * 0.8 : y;
    walkers.push([x, yy]);
  }
  walkers.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of walkers) person(c, r, x, y, 0.5 + ((y - horizonY) / (H - horizonY)) * 1.3, shirt);
}

// ---------------------------------------------------------------------------------------------
// Scene: editorial illustration
// ---------------------------------------------------------------------------------------------

/** Smooth closed blob through points around a centre (Catmull-Rom to cubic Bezier). */
function blob(r: Rng, cx: number, cy: number, rad: number, points: number, wobble: number): string {
  const pts: (readonly [number, number])[] = [];
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * Math.PI * 2;
    const rr = rad * (1 - wobble + r.next() * wobble * 2);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.9]);
  }
  const at = (i: number): readonly [number, number] => pts[((i % points) + points) % points] ?? [cx, cy];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < points; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}z`;
}

function leafSpray(c: Canvas, r: Rng, x: number, y: number, len: number, angle: number, colour: string): void {
  const rad = (angle * Math.PI) / 180;
  const ex = x + Math.sin(rad) * len;
  const ey = y - Math.cos(rad) * len;
  c.add(
    stroke(`M${n(x)} ${n(y)}Q${n((x + ex) / 2 + 20)} ${n((y + ey) / 2)} ${n(ex)} ${n(ey)}`, darken(colour, 0.2), 4),
  );
  const leaves = r.int(4, 6);
  for (let i = 1; i <= leaves; i += 1) {
    const t = i / (leaves + 0.5);
    const lx = lerp(x, ex, t);
    const ly = lerp(y, ey, t);
    const side = i % 2 === 0 ? 1 : -1;
    const a = angle + side * 50;
    const ll = len * 0.22 * (1.1 - t * 0.4);
    const rr2 = (a * Math.PI) / 180;
    const lcx = lx + Math.sin(rr2) * ll * 0.5;
    const lcy = ly - Math.cos(rr2) * ll * 0.5;
    c.add(ellipse(lcx, lcy, ll * 0.28, ll * 0.55, colour, { transform: rot(a, lcx, lcy) }));
  }
}

function illoDesk(c: Canvas, r: Rng, p: Palette, ink: string, bg: string): void {
  const top = r.range(690, 740);
  const wood = r.pick(['#d8b58c', '#c49a6c', darken(p.main, 0.1), '#f4f2ee', ink]);
  c.add(rect(140, top, W - 280, 26, wood, { rx: 6 }), rect(160, top + 26, W - 320, 14, darken(wood, 0.15)));
  c.add(rect(220, top + 40, 18, H - top - 40, ink), rect(W - 238, top + 40, 18, H - top - 40, ink));
  const lx = W / 2 + r.range(-140, 140);
  const s = 1.9;
  const steam = darken(bg, 0.3);
  // Items either side of the laptop, placed outwards so nothing collides.
  const widths = { plant: 230, lamp: 200, mug: 120, notebook: 190, books: 170 } as const;
  const items = r.shuffle(['plant', 'lamp', 'mug', 'notebook', 'books'] as const).slice(0, 4);
  const place = (item: keyof typeof widths, x: number, dir: number): void => {
    if (item === 'plant')
      plant(c, r, x, top, r.range(300, 360), r.pick([p.accent, '#f4f2ee', p.main, '#c77c5a']), r.pick(GREENS));
    else if (item === 'lamp') archLamp(c, x - dir * 40, top, 1.6, -dir, r.pick([p.accent, ink]));
    else if (item === 'mug') mug(c, x, top, 70, r.pick([p.accent, '#ffffff', p.main]), true, steam);
    else if (item === 'notebook') {
      c.add(
        poly([x - 80, top, x + 80, top, x + 70, top - 16, x - 70, top - 16], lighten(p.main, 0.1)),
        poly([x - 70, top - 16, x + 70, top - 16, x + 62, top - 22, x - 62, top - 22], '#ffffff'),
      );
      c.add(rect(x - 60, top - 34, 120, 8, p.accent, { rx: 4, transform: rot(-6, x, top - 30) }));
    } else {
      c.add(
        rect(x - 75, top - 24, 150, 24, p.main, { rx: 3 }),
        rect(x - 66, top - 44, 136, 20, p.accent, { rx: 3 }),
        rect(x - 70, top - 60, 128, 16, '#e8dfcf', { rx: 3 }),
      );
    }
  };
  for (const [dir, list] of [
    [-1, items.slice(0, 2)],
    [1, items.slice(2)],
  ] as const) {
    let x = lx + dir * 175;
    for (const item of list) {
      const w = widths[item];
      x += (dir * w) / 2;
      if (x > 200 && x < W - 200) place(item, x, dir);
      x += (dir * w) / 2;
    }
  }
  laptop(c, lx, top, s, p, false);
}

function illoShelf(c: Canvas, r: Rng, p: Palette, ink: string, bg: string): void {
  const wood = r.pick(['#d8b58c', '#c49a6c', '#f4f2ee', ink]);
  const steam = darken(bg, 0.3);
  for (const [i, y] of [450, 820].entries()) {
    const x0 = 240 + r.range(-40, 40);
    const w = W - 480;
    let x = x0 + 30;
    const plan = i === 0 ? ['books', 'frame', 'plant', 'vase'] : ['plant', 'books', 'mug', 'books'];
    const order = r.shuffle(plan);
    for (const item of order) {
      if (item === 'books') {
        books(c, r, x, y, 220, bookColours(p), 190);
        x += 250;
      } else if (item === 'frame') {
        art(c, r, x + 10, y - 220, 170, 204, p);
        x += 220;
      } else if (item === 'plant') {
        plant(c, r, x + 100, y, 260, r.pick([p.accent, '#f4f2ee', '#c77c5a']), r.pick(GREENS));
        x += 220;
      } else if (item === 'vase') {
        const col = r.pick([p.accent, lighten(p.main, 0.3)]);
        c.add(path(`M${n(x + 40)} ${n(y)}q-40 -70 14 -110v-40h32v40q54 40 14 110z`, col));
        leafSpray(c, r, x + 70, y - 150, 160, -15, r.pick(GREENS)[0]);
        x += 150;
      } else {
        mug(c, x + 60, y, 80, r.pick([p.accent, '#ffffff', p.main]), true, steam);
        x += 150;
      }
    }
    c.add(rect(x0, y, w, 22, wood, { rx: 4 }), rect(x0 + 10, y + 22, w - 20, 14, '#10131c', { opacity: 0.08 }));
    c.add(rect(x0 + 60, y + 22, 16, 40, ink), rect(x0 + w - 76, y + 22, 16, 40, ink));
  }
}

function illoMoving(c: Canvas, r: Rng, p: Palette, ink: string): void {
  const floorY = r.range(900, 960);
  c.add(rect(0, floorY, W, H - floorY, darken(p.neutral, 0.08)));
  const box = '#d2a46f';
  const boxes: (readonly [number, number, number, number])[] = [];
  const bx = W / 2 + r.range(-200, 0);
  boxes.push([bx - 260, floorY - 240, 300, 240], [bx + 60, floorY - 200, 260, 200], [bx - 200, floorY - 420, 240, 180]);
  if (r.chance(0.6)) boxes.push([bx + 90, floorY - 350, 200, 150]);
  for (const [x, y, w, h] of boxes) {
    c.add(
      rect(x, y, w, h, box, { rx: 4 }),
      rect(x + w * 0.7, y, w * 0.3, h, darken(box, 0.12)),
      rect(x, y, w, 20, lighten(box, 0.12)),
      rect(x + w * 0.42, y, w * 0.16, h * 0.4, lighten(box, 0.3), { opacity: 0.8 }),
    );
    c.add(rect(x + 24, y + h - 60, 60, 36, '#ffffff', { opacity: 0.7, rx: 3 }));
  }
  const top = boxes[2];
  if (top !== undefined) plant(c, r, top[0] + top[2] / 2, top[1] + 6, 260, box, r.pick(GREENS));
  // Suitcase.
  const sx = bx + 420;
  const sw = 180;
  const sh = 280;
  c.add(
    rect(sx, floorY - sh - 10, sw, sh, p.accent, { rx: 22 }),
    rect(sx + sw * 0.65, floorY - sh - 10, sw * 0.35, sh, darken(p.accent, 0.12), { rx: 22 }),
  );
  let ribs = '';
  for (let i = 1; i < 4; i += 1) ribs += rp(sx + (i * sw) / 4 - 3, floorY - sh + 10, 6, sh - 40);
  c.add(path(ribs, darken(p.accent, 0.18)));
  c.add(stroke(`M${n(sx + sw / 2 - 30)} ${n(floorY - sh - 10)}v-30h60v30`, ink, 10, { round: false }));
  c.add(circle(sx + 30, floorY - 4, 12, ink), circle(sx + sw - 30, floorY - 4, 12, ink));
  floorLamp(c, bx - 420, floorY, 1, r.pick([p.main, ink]), false);
  c.add(
    rect(bx - 520, floorY - 90, 300, 90, p.main, { rx: 45 }),
    circle(bx - 475, floorY - 45, 45, lighten(p.main, 0.2)),
    circle(bx - 475, floorY - 45, 20, p.main),
  );
}

function illoNook(c: Canvas, r: Rng, p: Palette, ink: string): void {
  const floorY = r.range(880, 940);
  c.add(rect(0, floorY, W, H - floorY, darken(p.neutral, 0.1)));
  const wx = W / 2 + r.range(-120, 120);
  windowView(c, r, wx - 210, 130, 420, floorY - 420, p, ink, { arch: true, panes: 2 });
  // Armchair.
  const ax = wx + r.pick([-1, 1]) * 330;
  const col = r.pick([p.main, p.accent, darken(p.main, 0.1)]);
  c.add(ellipse(ax, floorY, 230, 18, '#10131c', { opacity: 0.15 }));
  c.add(rect(ax - 170, floorY - 420, 340, 300, darken(col, 0.08), { rx: 70 }));
  c.add(rect(ax - 210, floorY - 250, 80, 200, col, { rx: 36 }), rect(ax + 130, floorY - 250, 80, 200, col, { rx: 36 }));
  c.add(
    rect(ax - 140, floorY - 180, 280, 90, lighten(col, 0.08), { rx: 24 }),
    rect(ax - 200, floorY - 100, 400, 50, darken(col, 0.15), { rx: 16 }),
  );
  c.add(rect(ax - 180, floorY - 50, 14, 50, ink), rect(ax + 166, floorY - 50, 14, 50, ink));
  c.add(
    rect(ax - 60, floorY - 290, 120, 110, r.pick([lighten(p.accent, 0.3), p.neutral, lighten(p.main, 0.5)]), {
      rx: 20,
      transform: rot(-8, ax, floorY - 240),
    }),
  );
  // Side table, lamp, plant.
  const tx = ax + (ax < wx ? -300 : 300);
  c.add(
    rect(tx - 70, floorY - 220, 140, 14, ink, { rx: 4 }),
    rect(tx - 6, floorY - 210, 12, 210, ink),
    rect(tx - 50, floorY - 8, 100, 8, ink, { rx: 4 }),
  );
  mug(c, tx - 30, floorY - 220, 56, r.pick([p.accent, '#ffffff']), true, darken(p.neutral, 0.35));
  c.add(
    rect(tx + 10, floorY - 236, 60, 16, p.accent, { rx: 2 }),
    rect(tx + 14, floorY - 250, 54, 14, p.main, { rx: 2 }),
  );
  plant(c, r, ax < wx ? W - 220 : 220, floorY, 380, r.pick(['#f4f2ee', '#c77c5a', p.main]), r.pick(GREENS));
}

function sceneIllustration(c: Canvas, r: Rng, p: Palette, hint: Hint): void {
  const bg = r.pick([p.paper, mix(p.neutral, p.accent, 0.12), mix(p.neutral, p.main, 0.1)]);
  c.add(rect(0, 0, W, H, bg));
  const ink = mix(p.ink, p.main, 0.25);
  // Decorative layer.
  const big = r.pick([lighten(p.accent, 0.45), lighten(p.main, 0.55), mix(p.accent, p.neutral, 0.5)]);
  c.add(path(blob(r, W * r.range(0.3, 0.7), H * r.range(0.35, 0.55), r.range(380, 470), 7, 0.18), big));
  if (r.chance(0.6))
    c.add(
      circle(
        W * r.range(0.1, 0.9),
        H * r.range(0.1, 0.35),
        r.range(70, 130),
        r.pick([p.accent, lighten(p.accent, 0.2)]),
      ),
    );
  if (r.chance(0.5)) {
    const ax = r.chance(0.5) ? r.range(40, 260) : r.range(W - 420, W - 220);
    c.add(path(archPath(ax, r.range(120, 260), 200, 520), lighten(p.main, 0.25), { opacity: 0.9 }));
  }
  const dots = c.pattern(28, 28, `<circle cx="4" cy="4" r="3" fill="${darken(bg, 0.2)}"/>`);
  c.add(rect(r.chance(0.5) ? 60 : W - 320, r.range(60, 200), 260, 180, dots));
  if (r.chance(0.75)) {
    const sx = r.chance(0.5) ? r.range(40, 360) : r.range(W - 480, W - 400);
    c.add(stroke(`M${n(sx)} ${n(r.range(70, 220))}q60 -50 120 0t120 0t120 0`, r.pick([p.accent, p.main]), 10));
  }
  for (let i = 0; i < r.int(1, 3); i += 1)
    leafSpray(
      c,
      r,
      r.chance(0.5) ? r.range(60, 260) : r.range(W - 260, W - 60),
      H - r.range(120, 260),
      r.range(200, 320),
      r.range(-40, 40),
      r.pick(GREENS)[0],
    );
  const kind = hint('box', 'moving')
    ? 'moving'
    : hint('reading', 'window seat', 'rain', 'armchair')
      ? 'nook'
      : hint('laptop', 'budget', 'document', 'signing', 'calendar', 'desk')
        ? 'desk'
        : hint('shelf', 'shelves', 'books')
          ? 'shelf'
          : r.pick(['desk', 'shelf', 'moving', 'nook'] as const);
  if (kind === 'desk') illoDesk(c, r, p, ink, bg);
  else if (kind === 'shelf') illoShelf(c, r, p, ink, bg);
  else if (kind === 'moving') illoMoving(c, r, p, ink);
  else illoNook(c, r, p, ink);
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

function drawScene(spec: ImageSpec): Canvas {
  const r = new Rng(`${spec.scene}|${spec.seed}|${spec.palette.join(',')}`);
  const p = paletteOf(spec);
  const c = new Canvas();
  const alt = ` ${spec.alt.toLowerCase()} `;
  const hint: Hint = (...words) => words.some((w) => alt.includes(w));
  switch (spec.scene) {
    case 'facade':
      sceneFacade(c, r, p, hint);
      break;
    case 'room':
      sceneRoom(c, r, p, hint);
      break;
    case 'common':
      sceneCommon(c, r, p, hint);
      break;
    case 'skyline':
      sceneSkyline(c, r, p, hint);
      break;
    case 'campus':
      sceneCampus(c, r, p, hint);
      break;
    case 'illustration':
      sceneIllustration(c, r, p, hint);
      break;
  }
  return c;
}

/**
 * The SVG (1600x1067) for a spec: a pure function of the whole spec. The seed drives every
 * random choice; words in the alt text act as hints (e.g. 'shower room', 'games room',
 * 'at dusk', 'six-storey', 'arched windows') so the picture matches its description.
 */
export function svgFor(spec: ImageSpec): string {
  return drawScene(spec).render();
}

type RawImage = { readonly data: Buffer; readonly width: number; readonly height: number };

const CHANNELS = 3;

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).removeAlpha().raw().toBuffer();
}

async function shrink(src: RawImage, width: number, height: number): Promise<RawImage> {
  const data = await sharp(src.data, { raw: { width: src.width, height: src.height, channels: CHANNELS } })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  return { data, width, height };
}

async function encode(src: RawImage, effort = WEBP_EFFORT): Promise<RenderedFormat> {
  const data = await sharp(src.data, { raw: { width: src.width, height: src.height, channels: CHANNELS } })
    .webp({ quality: WEBP_QUALITY, effort })
    .toBuffer();
  return { data, width: src.width, height: src.height, contentType: 'image/webp' };
}

/**
 * Renders the spec once at the large size and derives every format from that raster, as WebP.
 *
 * librsvg is single-threaded, so the picture is rasterised as two horizontal bands in parallel
 * (pixel-aligned, so the seam is invisible) and the rows are joined. Each smaller format is
 * resized from the next larger one, and all the encodes run concurrently on sharp's pool.
 */
export async function renderImage(spec: ImageSpec): Promise<Record<ImageFormatName, RenderedFormat>> {
  const canvas = drawScene(spec);
  const split = Math.ceil(H / 2);
  const bands = await Promise.all([rasterise(canvas.render(0, split)), rasterise(canvas.render(split, H - split))]);
  const large: RawImage = { data: Buffer.concat(bands), width: W, height: H };
  if (large.data.length !== W * H * CHANNELS) throw new Error('image-generator: unexpected raster size');
  const medium = shrink(large, IMAGE_FORMATS.medium.width, IMAGE_FORMATS.medium.height);
  const small = medium.then((m) => shrink(m, IMAGE_FORMATS.small.width, IMAGE_FORMATS.small.height));
  const thumbnail = small.then((sm) => shrink(sm, IMAGE_FORMATS.thumbnail.width, IMAGE_FORMATS.thumbnail.height));
  const [l, m, sm, t] = await Promise.all([
    encode(large, WEBP_EFFORT_LARGE),
    medium.then(encode),
    small.then(encode),
    thumbnail.then(encode),
  ]);
  return { thumbnail: t, small: sm, medium: m, large: l };
}
