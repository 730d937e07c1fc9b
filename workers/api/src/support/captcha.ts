import { encode } from 'fast-png';
import { GLYPH_HEIGHT, GLYPH_WIDTH, STROKE_FONT } from './stroke-font';

// The contact form's captcha (spec §2 screen 19): a PNG drawn pixel by pixel on the server, so the answer can only be
// read from the picture. An SVG of strokes, as before 2026-11-29, gave each glyph's strokes to any script that parsed
// it, which matched them against the font (docs/decisions.md "Contact form").

export const CAPTCHA_LENGTH = 5;
/** Twice the size the form shows (150 × 50), so the strokes stay sharp on a phone's dense screen. */
export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 100;
const NOISE_LINES = 6;
const SPECKS = 700;
const BACKGROUND: Rgb = [244, 241, 234];

type Rgb = [number, number, number];
type Point = [number, number];

/** Random words drawn a thousand at a time: a picture takes several thousand. */
const pool = new Uint32Array(1024);
let drawn = pool.length;

/** A uniform random number in [min, max). */
function random(min: number, max: number): number {
  if (drawn === pool.length) {
    crypto.getRandomValues(pool);
    drawn = 0;
  }
  const value = pool[drawn] ?? 0;
  drawn += 1;
  return min + (value / 0x1_0000_0000) * (max - min);
}

function randomInt(max: number): number {
  return Math.floor(random(0, max));
}

/** `length` random characters of `alphabet`. */
export function randomAnswer(alphabet: string, length = CAPTCHA_LENGTH): string {
  let answer = '';
  for (let i = 0; i < length; i += 1) answer += alphabet[randomInt(alphabet.length)];
  return answer;
}

/** A random colour with each channel in [low, high): dark for glyphs, lighter for most of the noise. */
function colour(low: number, high: number): Rgb {
  return [random(low, high), random(low, high), random(low, high)].map(Math.round) as Rgb;
}

/** An RGB picture drawn with round-capped, anti-aliased strokes. */
class Picture {
  readonly data = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);

  constructor() {
    for (let offset = 0; offset < this.data.length; offset += 3) {
      [this.data[offset], this.data[offset + 1], this.data[offset + 2]] = BACKGROUND;
    }
  }

  /** Mixes `colour` into the pixel (x, y) by `cover` (0 to 1). */
  blend(x: number, y: number, colour: Rgb, cover: number) {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT || cover <= 0) return;
    const offset = (y * CAPTCHA_WIDTH + x) * 3;
    for (let channel = 0; channel < 3; channel += 1) {
      const was = this.data[offset + channel] ?? 0;
      this.data[offset + channel] = Math.round(was + ((colour[channel] ?? 0) - was) * Math.min(cover, 1));
    }
  }

  /** A line `width` wide from `from` to `to`: each pixel near it covered by its distance to the segment. */
  segment([x0, y0]: Point, [x1, y1]: Point, width: number, colour: Rgb) {
    const half = width / 2;
    const [dx, dy] = [x1 - x0, y1 - y0];
    const lengthSquared = dx * dx + dy * dy || 1;
    for (let y = Math.floor(Math.min(y0, y1) - half - 1); y <= Math.max(y0, y1) + half + 1; y += 1) {
      for (let x = Math.floor(Math.min(x0, x1) - half - 1); x <= Math.max(x0, x1) + half + 1; x += 1) {
        const [px, py] = [x + 0.5, y + 0.5];
        const along = Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / lengthSquared));
        const [ex, ey] = [px - (x0 + along * dx), py - (y0 + along * dy)];
        this.blend(x, y, colour, half + 0.5 - Math.sqrt(ex * ex + ey * ey));
      }
    }
  }

  polyline(points: Point[], width: number, colour: Rgb) {
    for (let index = 1; index < points.length; index += 1) {
      this.segment(points[index - 1] as Point, points[index] as Point, width, colour);
    }
  }
}

/** Draws `answer` as a PNG: each glyph scaled, rotated and jittered point by point, among noise lines and specks. */
export function renderCaptcha(answer: string): Uint8Array<ArrayBuffer> {
  const picture = new Picture();
  const cell = CAPTCHA_WIDTH / (answer.length + 1);
  [...answer].forEach((character, index) => {
    const glyph = STROKE_FONT[character];
    if (!glyph) return;
    const scale = random(2.9, 3.5); // about 33 × 47 px: neighbours touch at most
    const angle = (random(-18, 18) * Math.PI) / 180;
    const centerX = cell * (index + 1) + random(-4, 4);
    const centerY = CAPTCHA_HEIGHT / 2 + random(-7, 7);
    const ink = colour(10, 110);
    const width = random(3, 4.2);
    for (const stroke of glyph) {
      const points = stroke.map(([x, y]): Point => {
        const dx = (x - GLYPH_WIDTH / 2 + random(-0.7, 0.7)) * scale;
        const dy = (y - GLYPH_HEIGHT / 2 + random(-0.7, 0.7)) * scale;
        return [
          centerX + dx * Math.cos(angle) - dy * Math.sin(angle),
          centerY + dx * Math.sin(angle) + dy * Math.cos(angle),
        ];
      });
      picture.polyline(points, width, ink);
    }
  });
  // Noise: lines, most lighter and thinner than the glyphs so a person can tell them apart, and specks.
  for (let line = 0; line < NOISE_LINES; line += 1) {
    const points = Array.from(
      { length: 2 + randomInt(3) },
      (): Point => [random(0, CAPTCHA_WIDTH), random(0, CAPTCHA_HEIGHT)],
    );
    const dark = line % 3 === 0;
    picture.polyline(points, random(1.2, dark ? 2 : 2.6), dark ? colour(40, 120) : colour(120, 200));
  }
  for (let speck = 0; speck < SPECKS; speck += 1) {
    picture.blend(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), colour(60, 220), random(0.4, 1));
  }
  const png = encode({
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    data: picture.data,
    channels: 3,
    depth: 8,
  });
  return new Uint8Array(png);
}
