/** Base path of delivery notes under /api. */
export const DELIVERY_API = '/beree-scm/delivery';
