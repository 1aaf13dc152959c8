import { describe, expect, it } from 'vitest';
import { gtin14CheckDigit, gtin14Problem, productSkuSubmitSchema, productSubmitSchema } from './product';

describe('GTIN-14 check digit (domain model §6.3)', () => {
  it('accepts the worked examples', () => {
    for (const di of ['06945678901232', '06945678901249', '16945678901239', '06970012345014', '04012345000016']) {
      expect(gtin14CheckDigit(di.slice(0, 13)), di).toBe(Number(di[13]));
      expect(gtin14Problem(di), di).toBeNull();
    }
  });

  it('R9: names the digit a wrong one should be, and leaves longer or lettered DIs alone', () => {
    expect(gtin14Problem('06945678901233')).toEqual({ expected: 2 });
    expect(gtin14Problem('MA.156.M0.100435.00001')).toBeNull();
    expect(gtin14Problem('069456789012321')).toBeNull();
  });
});

describe('submit schemas', () => {
  it('take blank optional fields as empty and name the missing required ones', () => {
    expect(productSubmitSchema.parse({ productName: '医用棉签', productType: 'YLQX', managementLevel: '', registrationCertId: '' })).toMatchObject({ managementLevel: null, registrationCertId: null });
    expect(productSubmitSchema.safeParse({ productType: 'YLQX' }).error?.issues[0]).toMatchObject({ path: ['productName'], message: 'product.productName.required' });
    const sku = productSkuSubmitSchema.parse({ productId: '12', unit: '支', referencePrice: 1.8, packageQty: '10', udiDi: '' });
    expect(sku).toMatchObject({ referencePrice: '1.8', packageQty: '10', udiDi: null });
    expect(productSkuSubmitSchema.safeParse({ productId: '12', unit: '支', referencePrice: -1 }).error?.issues[0].path).toEqual(['referencePrice']);
    expect(productSkuSubmitSchema.safeParse({ productId: '12', unit: '支', packagingLevels: [{ level: 2, udiDi: '16945678901239', containsQty: 0 }] }).error?.issues[0].message).toBe('sku.packagingLevels.containsQty');
  });
});
