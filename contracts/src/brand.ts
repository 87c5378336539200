/** The product's name and tagline, used wherever the spec writes {product}. */
export const PRODUCT_NAME = 'PhD Finder';
export const TAGLINE = 'find your calling';
