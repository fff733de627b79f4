// Open Graph image addresses of products, shared by the page head (browser and server) and the image route.

/**
 * Version of a product's Open Graph image: it changes whenever the product does, and when its stored logo (drawn
 * on the card, docs/decisions/028) arrives or changes — the logo's address carries the hash of its bytes.
 */
export const productOgVersion = (updatedAt: Date | string, logo?: string | null) => {
  const base = new Date(updatedAt).getTime().toString(36);
  const hash = logo ? /\/media\/([0-9a-f]{8})/.exec(logo)?.[1] : undefined;
  return hash ? `${base}_${hash}` : base;
};

/** The image URL a product page announces (served by catalogue.og.server.tsx). */
export const productOgPath = (id: number, updatedAt: Date | string, logo?: string | null) => `/og/product/${id}.png?v=${productOgVersion(updatedAt, logo)}`;
