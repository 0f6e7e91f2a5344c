export {
  Gallery,
  type GalleryImage,
  galleryMessages,
  type GalleryMessages,
  type GalleryProps,
  galleryStyles,
} from './gallery.tsx';
