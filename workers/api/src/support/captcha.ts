import { GLYPH_HEIGHT, GLYPH_WIDTH, STROKE_FONT } from './stroke-font';

// The contact form's captcha (spec §2 screen 19): an SVG of path strokes only. No <text> element and no
// per-character grouping, with every stroke and noise line shuffled together, so the markup does not spell
// out the answer.

export const CAPTCHA_LENGTH = 5;
const WIDTH = 220;
const HEIGHT = 70;
const NOISE_LINES = 5;

/** A uniform random number in [min, max). */
function random(min: number, max: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return min + ((value ?? 0) / 0x1_0000_0000) * (max - min);
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

const round = (n: number) => Math.round(n * 10) / 10;

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** A dark colour for glyphs; noise lines pass a higher lightness so a person can tell them apart. */
function strokeColor(lightness = 25): string {
  return `hsl(${randomInt(360)} ${40 + randomInt(30)}% ${lightness + randomInt(15)}%)`;
}

function strokePath(points: number[][], color: string, width: number): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Draws `answer`: each glyph scaled, rotated and jittered point by point, among random noise lines. */
export function renderCaptcha(answer: string): string {
  const paths: string[] = [];
  const cell = WIDTH / (answer.length + 1);
  [...answer].forEach((character, index) => {
    const glyph = STROKE_FONT[character];
    if (!glyph) return;
    const scale = random(2.1, 2.6); // about 24 × 34 px: neighbours touch at most
    const angle = (random(-18, 18) * Math.PI) / 180;
    const centerX = cell * (index + 1) + random(-3, 3);
    const centerY = HEIGHT / 2 + random(-5, 5);
    const color = strokeColor();
    const width = round(random(2.2, 3));
    for (const stroke of glyph) {
      const points = stroke.map(([x, y]) => {
        const dx = (x - GLYPH_WIDTH / 2 + random(-0.7, 0.7)) * scale;
        const dy = (y - GLYPH_HEIGHT / 2 + random(-0.7, 0.7)) * scale;
        return [
          round(centerX + dx * Math.cos(angle) - dy * Math.sin(angle)),
          round(centerY + dx * Math.sin(angle) + dy * Math.cos(angle)),
        ];
      });
      paths.push(strokePath(points, color, width));
    }
  });
  // Noise lines are polylines drawn like the glyphs' strokes, so the markup cannot tell them apart.
  for (let i = 0; i < NOISE_LINES; i += 1) {
    const points = Array.from({ length: 2 + randomInt(3) }, () => [
      round(random(0, WIDTH)),
      round(random(0, HEIGHT)),
    ]);
    paths.push(strokePath(points, strokeColor(60), round(random(1, 1.8))));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="captcha"><rect width="100%" height="100%" fill="#f4f1ea"/>${shuffle(paths).join('')}</svg>`;
}
