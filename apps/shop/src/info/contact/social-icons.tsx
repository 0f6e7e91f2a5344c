import type { StoreContact } from '../../shell/store-contact.ts';
import type { ReactNode } from 'react';

type Network = StoreContact['social'][number]['id'];

/** Simple marks of the social networks (drawn here: the kit has none), in the current text colour. */
const marks: Readonly<Record<Network, ReactNode>> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </>
  ),
  x: (
    <path
      d="M4 4h4.5l11.5 16h-4.5zM19.5 4 13.6 10.6M10.4 13.4 4.5 20"
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
    />
  ),
  facebook: (
    <path
      d="M14 21v-8h3l.5-3.5H14V7.5c0-1 .4-1.8 1.9-1.8h1.7V2.6A22 22 0 0 0 15 2.4c-2.6 0-4.4 1.6-4.4 4.5v2.6H7.7V13h2.9v8z"
      fill="currentColor"
    />
  ),
  snapchat: (
    <path
      d="M12 3c3 0 5 2.2 5 5v3l2 .8c-.3.9-1.4 1.3-2.3 1.5.6 1.7 1.8 3 3.3 3.5-.5.8-1.8 1-2.8 1.2l-.4 1.4c-1 0-2-.4-3 .2-.8.5-1.3 1.4-1.8 1.4s-1-.9-1.8-1.4c-1-.6-2-.2-3-.2l-.4-1.4c-1-.2-2.3-.4-2.8-1.2 1.5-.5 2.7-1.8 3.3-3.5-.9-.2-2-.6-2.3-1.5l2-.8V8c0-2.8 2-5 5-5z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  ),
  tiktok: (
    <path
      d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.3 5 4.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
};

/** A social network's mark (decorative: the link around it carries the name). */
export function SocialIcon({ network }: { readonly network: Network }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {marks[network]}
    </svg>
  );
}
