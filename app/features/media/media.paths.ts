// Addresses of stored images, shared by pages (browser and server) and the route that serves them.

/** A stored image: `/media/<hash>.<ext>`; the name changes with the bytes, so it may be cached for good. */
export const mediaPath = (variant: { hash: string; ext: string }) => `/media/${variant.hash}.${variant.ext}`;
