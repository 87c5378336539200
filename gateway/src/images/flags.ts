// Flags of the countries the home page shows with an image (spec section 2, "Home page"), drawn as
// simple geometric SVG in each flag's official proportions and colours.

interface Flag {
  width: number;
  height: number;
  body: string;
}

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;

const vertical = (w: number, h: number, colours: string[]): Flag => ({
  width: w * colours.length,
  height: h,
  body: colours.map((c, i) => rect(i * w, 0, w, h, c)).join(''),
});

const horizontal = (w: number, h: number, colours: string[]): Flag => ({
  width: w,
  height: h * colours.length,
  body: colours.map((c, i) => rect(0, i * h, w, h, c)).join(''),
});

/** A Nordic cross: field, then cross bars at (x, y) of the given thickness, optionally an inner cross. */
function nordic(
  width: number,
  height: number,
  field: string,
  cross: { x: number; y: number; size: number; fill: string },
  inner?: { x: number; y: number; size: number; fill: string },
): Flag {
  const bars = (c: { x: number; y: number; size: number; fill: string }) =>
    rect(c.x, 0, c.size, height, c.fill) + rect(0, c.y, width, c.size, c.fill);
  return { width, height, body: rect(0, 0, width, height, field) + bars(cross) + (inner ? bars(inner) : '') };
}

const FLAGS: Record<string, Flag> = {
  // 13:15, black-yellow-red vertical.
  Belgium: vertical(5, 13, ['#000000', '#FDDA24', '#EF3340']),
  // 28:37, white cross 4 wide, hoist squares 12 x 12.
  Denmark: nordic(37, 28, '#C8102E', { x: 12, y: 12, size: 4, fill: '#FFFFFF' }),
  // 11:18, blue cross 3 wide, hoist rectangles 5 x 4.
  Finland: nordic(18, 11, '#FFFFFF', { x: 5, y: 4, size: 3, fill: '#002F6C' }),
  // 2:3, blue-white-red vertical.
  France: vertical(1, 2, ['#002654', '#FFFFFF', '#ED2939']),
  // 3:5, black-red-gold horizontal.
  Germany: horizontal(5, 1, ['#000000', '#DD0000', '#FFCE00']),
  // 3:5, red-white-light blue horizontal.
  Luxembourg: horizontal(5, 1, ['#ED2939', '#FFFFFF', '#00A1DE']),
  // 2:3, red-white-blue horizontal.
  Netherlands: horizontal(3, 1, ['#AE1C28', '#FFFFFF', '#21468B']),
  // 16:22, white cross 4 wide with a blue cross 2 wide inside, hoist squares 6 x 6.
  Norway: nordic(22, 16, '#BA0C2F', { x: 6, y: 6, size: 4, fill: '#FFFFFF' }, { x: 7, y: 7, size: 2, fill: '#00205B' }),
  // 10:16, yellow cross 2 wide, hoist rectangles 5 x 4.
  Sweden: nordic(16, 10, '#006AA7', { x: 5, y: 4, size: 2, fill: '#FECC02' }),
  // Square, white cross whose arms are one sixth longer than they are wide (6 wide, 7 long, on 32).
  Switzerland: {
    width: 32,
    height: 32,
    body: rect(0, 0, 32, 32, '#DA291C') + rect(13, 6, 6, 20, '#FFFFFF') + rect(6, 13, 20, 6, '#FFFFFF'),
  },
  // 1:2, the Union Flag with its counterchanged saltire.
  'United Kingdom': {
    width: 60,
    height: 30,
    body:
      '<clipPath id="s"><path d="M0,0 v30 h60 v-30 z"/></clipPath>' +
      '<clipPath id="t"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z"/></clipPath>' +
      '<g clip-path="url(#s)">' +
      '<path d="M0,0 v30 h60 v-30 z" fill="#012169"/>' +
      '<path d="M0,0 L60,30 M60,0 L0,30" stroke="#FFFFFF" stroke-width="6"/>' +
      '<path d="M0,0 L60,30 M60,0 L0,30" clip-path="url(#t)" stroke="#C8102E" stroke-width="4"/>' +
      '<path d="M30,0 v30 M0,15 h60" stroke="#FFFFFF" stroke-width="10"/>' +
      '<path d="M30,0 v30 M0,15 h60" stroke="#C8102E" stroke-width="6"/>' +
      '</g>',
  },
};

export const FLAG_COUNTRIES = Object.keys(FLAGS);

const HEIGHT = 400;

/** The flag of a country (canonical name) as an SVG document, or null when we draw none. */
export function flagSvg(country: string): string | null {
  const flag = Object.hasOwn(FLAGS, country) ? FLAGS[country] : undefined;
  if (!flag) return null;
  const width = Math.round((HEIGHT * flag.width) / flag.height);
  const crisp = country === 'United Kingdom' ? '' : ' shape-rendering="crispEdges"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${flag.width} ${flag.height}" ` +
    `width="${width}" height="${HEIGHT}"${crisp} role="img" aria-label="Flag of ${country}">` +
    `<title>Flag of ${country}</title>${flag.body}</svg>`
  );
}
