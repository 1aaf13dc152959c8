// The OAuth client the benchmarks sign in with: the product's own web app (client beree), so each
// answer has the shape and cost the screens get, not a SpringBlade client's.
export const basic = `Basic ${Buffer.from('beree:beree_secret').toString('base64')}`;
