import type { ComponentType } from 'react';
import { ArchiveSection } from './archive-section.tsx';
import { DetailsSection } from './details-section.tsx';
import type { SectionProps } from './section-props.ts';
import { VariantsSection } from './variants-section.tsx';

/**
 * The product page's sections, top to bottom. Each is given the product as last opened or saved
 * and reports its saves and conflicts to the page (see `SectionProps`): a new section is one line here.
 */
export const productSections: readonly (readonly [name: string, Section: ComponentType<SectionProps>])[] = [
  ['details', DetailsSection],
  ['variants', VariantsSection],
  ['availability', ArchiveSection],
];
