import { http, HttpResponse, type HttpHandler } from 'msw';
import { fieldErrors } from '../errors.ts';
import {
  deleteStaffProductImage,
  listStaffProductImages,
  orderStaffProductImages,
  updateStaffProductImage,
  uploadStaffProductImage,
} from '../staff/images-endpoints.ts';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_TYPES,
  type StaffProductImage,
  staffProductImageAltBodySchema,
  staffProductImageOrderBodySchema,
  staffProductImageUploadQuerySchema,
} from '../staff/images-schemas.ts';
import { mswPath, refused } from './answers.ts';

/*
 * The product pictures' stories' own little server (state per call), answering as the API does:
 * a product's pictures listed Regular first; an upload refused for its type (415), its size (413)
 * or a file that is no picture (422: here, one whose first bytes are not a JPEG's, PNG's or WebP's),
 * otherwise added after the material's others; alt text changed; a material's pictures ordered; a picture removed. The pictures
 * themselves are drawn SVGs (`/api/images/uploads/…`), so a story shows the same thing every time.
 */

const notFound = () => refused(404, 'not_found', 'Not signed in as staff, or no such product or picture');

const colours = ['#f97316', '#16a34a', '#0ea5e9', '#a855f7', '#eab308', '#ef4444'];
const hashOf = (id: number) => id.toString(16).padStart(32, '0');

/** A picture as the API answers it, numbered `id`. */
export function storyImage(id: number, material: StaffProductImage['material'], alt: StaffProductImage['alt']) {
  return {
    id,
    material,
    alt,
    src: `/api/images/uploads/${hashOf(id)}-large.jpg`,
    cardSrc: `/api/images/uploads/${hashOf(id)}-card.jpg`,
    width: 1200,
    height: 1200,
  } satisfies StaffProductImage;
}

export const staffImagesFixtures = {
  /** The orange juice's pictures: two Regular, one Glass. */
  orangeJuice: [
    storyImage(1, 'regular', { en: 'A cup of fresh orange juice', ar: 'كوب من عصير البرتقال الطازج' }),
    storyImage(2, 'regular', { en: 'Oranges beside the cup', ar: 'برتقال بجانب الكوب' }),
    storyImage(3, 'glass', { en: 'A glass bottle of orange juice', ar: 'زجاجة عصير برتقال' }),
  ] satisfies StaffProductImage[],
};

function startsLikeAPicture(bytes: Uint8Array): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const webp = bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50;
  return jpeg || png || webp;
}

/** The uploaded pictures as stories show them: a drawn SVG per hash, the same every time. */
export const storyUploadsHandler = http.get('*/api/images/uploads/:file', ({ params }) => {
  const id = Number.parseInt(String(params['file']).slice(0, 32), 16);
  const colour = colours[id % colours.length] ?? '#f97316';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${colour}"/><circle cx="50" cy="55" r="${String(18 + (id % 4) * 5)}" fill="#ffffff" fill-opacity="0.7"/></svg>`;
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
});

/**
 * What the API answers an upload it refuses for its file — over 5 MB (413), not a JPEG, PNG or WebP
 * (415), or not a readable picture (422) — or undefined for a file it takes. Product and blog pictures alike.
 */
export async function uploadRefusal(request: Request): Promise<Response | undefined> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_PRODUCT_IMAGE_BYTES) {
    return refused(413, 'image_too_large', 'A picture may be at most 5 MB', { file: 'At most 5 MB' });
  }
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(type)) {
    return refused(415, 'image_type_unsupported', 'Upload a JPEG, PNG or WebP picture', {
      file: 'A JPEG, PNG or WebP picture',
    });
  }
  if (!startsLikeAPicture(bytes)) {
    return refused(422, 'image_unreadable', 'The file could not be read as a picture: it may be damaged or cut short', {
      file: 'Not a readable picture',
    });
  }
  return undefined;
}

/**
 * A story's own pictures server: the same pictures for every product that `exists` (every slug
 * unless told), 404 for any other.
 */
export function imagesServer(
  start: readonly StaffProductImage[] = staffImagesFixtures.orangeJuice,
  exists: (slug: string) => boolean = () => true,
): HttpHandler[] {
  let images = structuredClone([...start]);
  let next = Math.max(0, ...images.map((image) => image.id)) + 1;
  const sorted = () => ({
    items: [
      ...images.filter((image) => image.material === 'regular'),
      ...images.filter((image) => image.material === 'glass'),
    ],
  });
  return [
    storyUploadsHandler,
    http.all(mswPath(listStaffProductImages), ({ params }) =>
      exists(String(params['slug'])) ? undefined : notFound(),
    ),
    http.all(`${mswPath(listStaffProductImages)}/:id`, ({ params }) =>
      exists(String(params['slug'])) ? undefined : notFound(),
    ),
    http.get(mswPath(listStaffProductImages), () => HttpResponse.json(sorted())),
    http.post(mswPath(uploadStaffProductImage), async ({ request }) => {
      const query = staffProductImageUploadQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) {
        return refused(
          400,
          'invalid_input',
          'The request is not valid; see the field messages',
          fieldErrors(query.error, 'query'),
        );
      }
      const refusal = await uploadRefusal(request);
      if (refusal) return refusal;
      const { material, altEn, altAr } = query.data;
      if (images.filter((image) => image.material === material).length >= MAX_PRODUCT_IMAGES) {
        return refused(409, 'too_many_images', 'This material has the most pictures it may have: remove one first');
      }
      const image = storyImage(next, material, { en: altEn, ar: altAr });
      next += 1;
      images = [...images, image];
      return HttpResponse.json(image, { status: 201 });
    }),
    http.put(mswPath(orderStaffProductImages), async ({ request }) => {
      const body = staffProductImageOrderBodySchema.safeParse(await request.json());
      if (!body.success) {
        return refused(
          400,
          'invalid_input',
          'The request is not valid; see the field messages',
          fieldErrors(body.error),
        );
      }
      const own = images.filter((image) => image.material === body.data.material);
      if (own.length !== body.data.ids.length || own.some((image) => !body.data.ids.includes(image.id))) {
        return refused(422, 'image_order_mismatch', "The order does not name exactly this material's pictures", {
          ids: "Exactly this material's pictures, each once",
        });
      }
      const byId = new Map(own.map((image) => [image.id, image]));
      const reordered = body.data.ids.flatMap((id) => byId.get(id) ?? []);
      images = [...images.filter((image) => image.material !== body.data.material), ...reordered];
      return HttpResponse.json(sorted());
    }),
    http.patch(mswPath(updateStaffProductImage), async ({ params, request }) => {
      const image = images.find((each) => each.id === Number(params['id']));
      if (!image) return notFound();
      const body = staffProductImageAltBodySchema.safeParse(await request.json());
      if (!body.success) {
        return refused(
          400,
          'invalid_input',
          'The request is not valid; see the field messages',
          fieldErrors(body.error),
        );
      }
      const saved = { ...image, alt: body.data.alt };
      images = images.map((each) => (each.id === saved.id ? saved : each));
      return HttpResponse.json(saved);
    }),
    http.delete(mswPath(deleteStaffProductImage), ({ params }) => {
      if (!images.some((each) => each.id === Number(params['id']))) return notFound();
      images = images.filter((each) => each.id !== Number(params['id']));
      return HttpResponse.json(sorted());
    }),
  ];
}

/** The product pictures' handler groups; each call is a fresh server. */
export const staffImagesHandlers = {
  full: () => imagesServer(),
  empty: () => imagesServer([]),
  loading: () => [http.get(mswPath(listStaffProductImages), () => new Promise<Response>(() => undefined))],
  error: () => [
    http.get(mswPath(listStaffProductImages), () => refused(500, 'internal', 'Something went wrong on our side')),
  ],
};
