import { type Key, useRef } from 'react';
import { mergeProps, useFocusRing, useHover, useTab, useTabList, useTabPanel } from 'react-aria';
import { Item } from 'react-stately/Item';
import { type TabListState, useTabListState } from 'react-stately/useTabListState';

const keyOf = (index: number) => `image-${String(index)}`;
const indexOf = (key: Key) => Number(String(key).slice('image-'.length));

/** A picture as the tabs show it: its address and the large picture's description. */
export interface GalleryTabsPicture {
  readonly src: string;
  readonly alt: string;
}

export interface GalleryTabsProps {
  readonly pictures: readonly GalleryTabsPicture[];
  /** The picture shown. */
  readonly index: number;
  /** The thumbnails' accessible name. */
  readonly label: string;
  readonly thumbnailLabel: (position: number) => string;
  readonly onSelect: (index: number) => void;
}

/**
 * The gallery's thumbnails and large picture as tabs and their panel, on react-aria's hooks and
 * react-stately's collection: built in the one render, so the server's HTML is what the browser
 * renders (react-aria-components' Tabs build their collection in a second pass, with other ids).
 */
export function GalleryTabs({ pictures, index, label, thumbnailLabel, onSelect }: GalleryTabsProps) {
  const state = useTabListState({
    children: pictures.map((picture, position) => (
      <Item key={keyOf(position)} textValue={thumbnailLabel(position)}>
        {picture.src}
      </Item>
    )),
    selectedKey: keyOf(index),
    onSelectionChange: (key) => {
      onSelect(indexOf(key));
    },
  });
  const listRef = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList({ 'aria-label': label }, state, listRef);
  const shown = pictures[index];
  return (
    <>
      <div {...tabListProps} ref={listRef} className="jui-gallery__thumbnails">
        {pictures.map((picture, position) => (
          <Thumbnail
            key={keyOf(position)}
            state={state}
            id={keyOf(position)}
            src={picture.src}
            label={thumbnailLabel(position)}
          />
        ))}
      </div>
      {/* react-aria needs the list before the panel (its id comes from it); CSS shows the picture first. */}
      {shown === undefined ? null : <Panel key={keyOf(index)} state={state} src={shown.src} alt={shown.alt} />}
    </>
  );
}

function Thumbnail({
  state,
  id,
  src,
  label,
}: {
  readonly state: TabListState<object>;
  readonly id: string;
  readonly src: string;
  readonly label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected } = useTab({ key: id }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <div
      {...mergeProps(tabProps, focusProps, hoverProps)}
      ref={ref}
      aria-label={label}
      className="jui-gallery__thumbnail"
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      <img src={src} alt="" loading="lazy" />
    </div>
  );
}

function Panel({
  state,
  src,
  alt,
}: {
  readonly state: TabListState<object>;
  readonly src: string;
  readonly alt: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({}, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(tabPanelProps, focusProps)}
      ref={ref}
      className="jui-gallery__panel"
      data-focus-visible={isFocusVisible || undefined}
    >
      {/* The page's largest picture, first on screen: fetched before anything else the page shows. */}
      <img className="jui-gallery__image" src={src} alt={alt} fetchPriority="high" />
    </div>
  );
}
