/** Products and SKUs (domain model §3.6): enumerations, the submit schemas and the spreadsheet's columns. */

/** How a product is kept: ambient, 2–8 °C cold chain (most IVD reagents), frozen, dry and dark. */
export const STORAGE_CONDITIONS = ['AMBIENT', 'COOL_2_8', 'FROZEN', 'DRY_DARK'] as const;
/** Packaging levels of a UDI-DI: 1 the minimum sales unit, 2 a box, 3 a case. */
export const PACKAGING_LEVELS = [1, 2, 3] as const;
