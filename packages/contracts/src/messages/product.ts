/** Messages of products and SKUs (产品, 规格型号): fields, the rules R7–R9 and the import. */
export const PRODUCT_MESSAGES = {} as const;
