// A small stroke font for the captcha: each glyph is a list of polylines on a 10 × 14 grid (y down).
// Only characters that cannot be mistaken for one another are drawn: no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V.

type Point = readonly [number, number];
export type Glyph = ReadonlyArray<ReadonlyArray<Point>>;

export const GLYPH_WIDTH = 10;
export const GLYPH_HEIGHT = 14;

const P: Glyph = [
  [
    [0, 14],
    [0, 0],
    [8, 0],
    [10, 2],
    [10, 6],
    [8, 8],
    [0, 8],
  ],
];

export const STROKE_FONT: Readonly<Record<string, Glyph>> = {
  A: [
    [
      [0, 14],
      [5, 0],
      [10, 14],
    ],
    [
      [2, 8],
      [8, 8],
    ],
  ],
  C: [
    [
      [10, 2],
      [8, 0],
      [2, 0],
      [0, 2],
      [0, 12],
      [2, 14],
      [8, 14],
      [10, 12],
    ],
  ],
  E: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
      [10, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  F: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [10, 14],
    ],
    [
      [0, 7],
      [10, 7],
    ],
  ],
  J: [
    [
      [10, 0],
      [10, 11],
      [7, 14],
      [3, 14],
      [0, 11],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [0, 9],
    ],
    [
      [3, 6],
      [10, 14],
    ],
  ],
  M: [
    [
      [0, 14],
      [0, 0],
      [5, 8],
      [10, 0],
      [10, 14],
    ],
  ],
  N: [
    [
      [0, 14],
      [0, 0],
      [10, 14],
      [10, 0],
    ],
  ],
  P,
  R: [
    ...P,
    [
      [5, 8],
      [10, 14],
    ],
  ],
  T: [
    [
      [0, 0],
      [10, 0],
    ],
    [
      [5, 0],
      [5, 14],
    ],
  ],
  W: [
    [
      [0, 0],
      [2, 14],
      [5, 5],
      [8, 14],
      [10, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [10, 14],
    ],
    [
      [10, 0],
      [0, 14],
    ],
  ],
  Y: [
    [
      [0, 0],
      [5, 7],
      [10, 0],
    ],
    [
      [5, 7],
      [5, 14],
    ],
  ],
  '3': [
    [
      [0, 1],
      [2, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [8, 7],
      [3, 7],
    ],
    [
      [8, 7],
      [10, 9],
      [10, 12],
      [8, 14],
      [2, 14],
      [0, 13],
    ],
  ],
  '4': [
    [
      [7, 14],
      [7, 0],
      [0, 10],
      [10, 10],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 14],
    ],
  ],
  '9': [
    [
      [10, 5],
      [8, 7],
      [2, 7],
      [0, 5],
      [0, 2],
      [2, 0],
      [8, 0],
      [10, 2],
      [10, 11],
      [7, 14],
      [2, 14],
    ],
  ],
};

/** The captcha's alphabet: every character the stroke font draws. */
export const CAPTCHA_ALPHABET = Object.keys(STROKE_FONT).join('');
