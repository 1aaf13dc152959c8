// What the scale benchmark runs against and how large the data set is (domain model §8, one large hospital's year).
export const BENCH_DB = 'bench_scm';
export const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const benchUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${BENCH_DB}`;
/** The demo hospital (云州市第一人民医院), whose admin the measurements sign in as. */
export const HOSPITAL = '100001';
export const SIZES = {
  suppliers: 300,
  itemsPerSupplier: 30,
  certsPerSupplier: 200,
  notes: 250_000,
  linesPerNote: 12,
  notesPerOrder: 2,
  /** Orders sent but not yet delivered, on top of those the notes fill. */
  openOrders: 1_500,
};
