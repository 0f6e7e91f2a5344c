/**
 * A small schema.org checker for the shop's JSON-LD: every `@type` must be one of the types below,
 * every property one that schema.org defines for that type (its own or inherited: a type's table
 * lists both) with a value of a kind schema.org allows for it, and the properties the shop promises
 * (and Google's rich results need) must be there. The table holds only the types and properties the
 * shop writes, taken from the schema.org pages (https://schema.org/Product, …/Offer,
 * …/AggregateRating, …/BreadcrumbList, …/ListItem, …/Organization, …/WebSite, …/BlogPosting,
 * …/Person); a new property must be looked up there and added here first, or the tests fail.
 */

/** What a value may be: a literal kind, or an object of one of the named types. */
type Kind = 'Text' | 'URL' | 'Number' | 'Integer' | 'DateTime' | 'Language' | 'ItemAvailability' | TypeName;

type TypeName =
  | 'Product'
  | 'Offer'
  | 'AggregateRating'
  | 'BreadcrumbList'
  | 'ListItem'
  | 'Organization'
  | 'WebSite'
  | 'BlogPosting'
  | 'Person'
  | 'ImageObject';

interface TypeRules {
  /** Each property the type has on schema.org (own or inherited) that the shop may write, with what its value may be. */
  readonly properties: Readonly<Record<string, readonly Kind[]>>;
  /** What the shop always writes for the type (Google's required properties among them). */
  readonly required: readonly string[];
}

/** Thing's properties, which every type inherits. */
const thing = {
  name: ['Text'],
  description: ['Text'],
  image: ['URL', 'ImageObject'],
  url: ['URL'],
  sameAs: ['URL'],
  alternateName: ['Text'],
  mainEntityOfPage: ['URL'],
} as const satisfies Record<string, readonly Kind[]>;

/** CreativeWork's properties (WebSite, BlogPosting). */
const creativeWork = {
  ...thing,
  author: ['Person', 'Organization'],
  publisher: ['Person', 'Organization'],
  datePublished: ['DateTime'],
  dateModified: ['DateTime'],
  headline: ['Text'],
  inLanguage: ['Language'],
} as const satisfies Record<string, readonly Kind[]>;

export const vocabulary: Readonly<Record<TypeName, TypeRules>> = {
  Product: {
    properties: {
      ...thing,
      sku: ['Text'],
      offers: ['Offer'],
      aggregateRating: ['AggregateRating'],
      brand: ['Organization'],
      category: ['Text'],
    },
    required: ['name', 'image', 'offers'],
  },
  Offer: {
    properties: {
      ...thing,
      price: ['Number'],
      priceCurrency: ['Text'],
      availability: ['ItemAvailability'],
      sku: ['Text'],
      priceValidUntil: ['DateTime'],
      seller: ['Organization', 'Person'],
    },
    required: ['price', 'priceCurrency', 'availability'],
  },
  AggregateRating: {
    properties: {
      ...thing,
      ratingValue: ['Number'],
      reviewCount: ['Integer'],
      ratingCount: ['Integer'],
      bestRating: ['Number'],
      worstRating: ['Number'],
    },
    required: ['ratingValue', 'reviewCount'],
  },
  BreadcrumbList: {
    properties: { ...thing, itemListElement: ['ListItem'], numberOfItems: ['Integer'] },
    required: ['itemListElement'],
  },
  ListItem: {
    // `item` is a Thing; a URL stands for the Thing at that address (a JSON-LD reference), as Google's
    // breadcrumb examples write it.
    properties: { ...thing, position: ['Integer'], item: ['URL'] },
    required: ['position', 'name', 'item'],
  },
  Organization: {
    properties: { ...thing, logo: ['URL', 'ImageObject'], email: ['Text'], telephone: ['Text'] },
    required: ['name', 'url'],
  },
  WebSite: { properties: creativeWork, required: ['name', 'url'] },
  BlogPosting: {
    properties: { ...creativeWork, articleBody: ['Text'], wordCount: ['Integer'] },
    required: ['headline', 'datePublished', 'mainEntityOfPage'],
  },
  Person: { properties: thing, required: ['name'] },
  ImageObject: {
    properties: { ...thing, contentUrl: ['URL'] },
    required: ['url'],
  },
};

/** schema.org's `ItemAvailability` members, as full URLs. */
const ITEM_AVAILABILITY = new Set(
  [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ].map((member) => `https://schema.org/${member}`),
);

const isTypeName = (name: unknown): name is TypeName => typeof name === 'string' && Object.hasOwn(vocabulary, name);

const literal: Record<Exclude<Kind, TypeName>, (value: unknown) => boolean> = {
  Text: (value) => typeof value === 'string' && value.trim() !== '',
  URL: (value) =>
    typeof value === 'string' && URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol),
  // schema.org: a number, or text with '.' as the decimal point and no currency symbol or grouping.
  Number: (value) =>
    (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)),
  Integer: (value) => Number.isSafeInteger(value),
  DateTime: (value) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
  Language: (value) => typeof value === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value),
  ItemAvailability: (value) => typeof value === 'string' && ITEM_AVAILABILITY.has(value),
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with one value of a property that may be any of `kinds`. */
function valueProblems(value: unknown, kinds: readonly Kind[], at: string): string[] {
  if (isObject(value)) {
    const allowed = kinds.filter(isTypeName);
    if (!allowed.includes(value['@type'] as TypeName)) {
      return [`${at}: an object of type ${JSON.stringify(value['@type'])}, expected one of ${kinds.join(', ')}`];
    }
    return nodeProblems(value, at);
  }
  const ok = kinds.some((kind) => !isTypeName(kind) && literal[kind](value));
  return ok ? [] : [`${at}: ${JSON.stringify(value)} is not a ${kinds.join(' or ')}`];
}

/** What is wrong with one schema.org object (not the top level's `@context`). */
function nodeProblems(node: Record<string, unknown>, at: string): string[] {
  const type = node['@type'];
  if (!isTypeName(type)) return [`${at}: unknown @type ${JSON.stringify(type)}`];
  const rules = vocabulary[type];
  const problems: string[] = [];
  for (const name of rules.required) {
    if (node[name] === undefined) problems.push(`${at}: ${type} without ${name}`);
  }
  for (const [name, value] of Object.entries(node)) {
    if (name === '@type' || name === '@id') continue;
    const kinds = rules.properties[name];
    if (!kinds) {
      problems.push(`${at}: ${type} has no property ${name} in the table (is it one of schema.org's?)`);
      continue;
    }
    // schema.org lets any property take several values.
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.length === 0) problems.push(`${at}.${name}: an empty list`);
    values.forEach((each, i) =>
      problems.push(...valueProblems(each, kinds, Array.isArray(value) ? `${at}.${name}[${i}]` : `${at}.${name}`)),
    );
  }
  return problems;
}

/** Every problem of a JSON-LD document (one top-level object); `[]` when it is valid by the table above. */
export function schemaOrgProblems(document: unknown): string[] {
  if (!isObject(document)) return ['$: not an object'];
  const problems = document['@context'] === 'https://schema.org' ? [] : ['$: @context is not https://schema.org'];
  const node = Object.fromEntries(Object.entries(document).filter(([name]) => name !== '@context'));
  return [...problems, ...nodeProblems(node, '$')];
}

/** The JSON-LD documents in server-rendered HTML, parsed. */
export function jsonLdIn(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, text]) => JSON.parse(text ?? '') as unknown,
  );
}
