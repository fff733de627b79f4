// Open Graph image addresses of products, shared by the page head (browser and server) and the image route.

/** Version of a product's Open Graph image: it changes whenever the product does. */
export const productOgVersion = (updatedAt: Date | string) => new Date(updatedAt).getTime().toString(36);

/** The image URL a product page announces (served by catalogue.og.server.tsx). */
export const productOgPath = (id: number, updatedAt: Date | string) => `/og/product/${id}.png?v=${productOgVersion(updatedAt)}`;
