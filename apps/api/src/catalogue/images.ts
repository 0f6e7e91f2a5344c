/**
 * Product artwork drawn by code: a bottle (Glass) or a cup (Regular) filled with the flavour's
 * colour, with five views per material (fruit slices arranged differently). Made for Juicyin.
 */

/** The width of a product picture's view box (it is square) and of a blog post's (16:9). */
export const PRODUCT_VIEWBOX = 400;
export const BLOG_VIEWBOX = 800;

const hex = /^#[0-9a-f]{6}$/i;

function safeColour(colour: string): string {
  return hex.test(colour) ? colour : '#f59e0b';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function productSvg(options: {
  colour: string;
  material: 'regular' | 'glass';
  view: number;
  title: string;
}): string {
  const colour = safeColour(options.colour);
  const view = Math.min(5, Math.max(1, Math.trunc(options.view)));
  const slices = Array.from({ length: view + 1 }, (_, index) => {
    const angle = (index / (view + 1)) * Math.PI * 2 + view;
    const x = 200 + Math.cos(angle) * 130;
    const y = 330 + Math.sin(angle) * 40;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${18 + view * 2}" fill="${colour}" fill-opacity="0.55" stroke="#ffffff" stroke-width="4"/>`;
  }).join('');
  const vessel =
    options.material === 'glass'
      ? `<path d="M165 70 h70 v40 q45 30 45 90 v150 q0 25 -25 25 h-110 q-25 0 -25 -25 v-150 q0 -60 45 -90z" fill="#e0f2fe" fill-opacity="0.6" stroke="#0f172a" stroke-width="6"/>
         <path d="M132 190 q68 -20 136 0 v160 q0 18 -18 18 h-100 q-18 0 -18 -18z" fill="${colour}"/>
         <rect x="160" y="50" width="80" height="24" rx="6" fill="#0f172a"/>`
      : `<path d="M120 110 h160 l-22 250 q-2 18 -20 18 h-76 q-18 0 -20 -18z" fill="#ffffff" stroke="#0f172a" stroke-width="6"/>
         <path d="M128 170 h144 l-16 186 q-2 14 -16 14 h-80 q-14 0 -16 -14z" fill="${colour}"/>
         <rect x="108" y="92" width="184" height="24" rx="10" fill="#0f172a"/>
         <path d="M215 92 l30 -70" stroke="#0f172a" stroke-width="10" stroke-linecap="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PRODUCT_VIEWBOX} ${PRODUCT_VIEWBOX}" role="img" aria-label="${escapeXml(options.title)}">
<title>${escapeXml(options.title)}</title>
<rect width="400" height="400" fill="${colour}" fill-opacity="0.12"/>
${slices}
${vessel}
</svg>`;
}

export function blogSvg(options: { colour: string; title: string }): string {
  const colour = safeColour(options.colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BLOG_VIEWBOX} 450" role="img" aria-label="${escapeXml(options.title)}">
<title>${escapeXml(options.title)}</title>
<rect width="800" height="450" fill="${colour}" fill-opacity="0.18"/>
<circle cx="560" cy="220" r="150" fill="${colour}" fill-opacity="0.7"/>
<circle cx="600" cy="180" r="60" fill="#ffffff" fill-opacity="0.5"/>
<path d="M120 330 q120 -160 240 0" fill="none" stroke="${colour}" stroke-width="24" stroke-linecap="round"/>
</svg>`;
}
