/** Products and SKUs (domain model §3.6): enumerations, the submit schemas and the spreadsheet's columns. */
import { z } from 'zod';
import { idString, optionalText, requiredId, requiredText, versionField } from '../schemas/common';
import { AREA_TYPES, MANAGEMENT_LEVELS, PRODUCT_TYPES } from './certificate';

/** How a product is kept: ambient, 2–8 °C cold chain (most IVD reagents), frozen, dry and dark. */
export const STORAGE_CONDITIONS = ['AMBIENT', 'COOL_2_8', 'FROZEN', 'DRY_DARK'] as const;
/** Packaging levels of a UDI-DI: 1 the minimum sales unit, 2 a box, 3 a case. */
export const PACKAGING_LEVELS = [1, 2, 3] as const;
/** An import file is an .xlsx of at most this size, and at most this many SKU rows. */
export const PRODUCT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMPORT_MAX_ROWS = 5000;
export const PRODUCT_IMPORT_STATES = ['RUNNING', 'DONE', 'FAILED'] as const;

/**
 * GTIN-14 check digit (domain model §6.3) of the first 13 digits: from the rightmost digit,
 * weights 3, 1, 3, …; the digit is (10 − sum mod 10) mod 10.
 */
export function gtin14CheckDigit(first13: string): number {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(first13[12 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** R9: a DI of 14 digits is a GTIN-14 and must end in its check digit; answers the digit expected, or null when fine. */
export function gtin14Problem(di: string): { expected: number } | null {
  if (!/^\d{14}$/.test(di)) return null;
  const expected = gtin14CheckDigit(di.slice(0, 13));
  return Number(di[13]) === expected ? null : { expected };
}

/** What a DI may look like: GS1 digits, or the longer alphanumeric MA / AHM codes (§6.2). */
export const UDI_DI_PATTERN = /^[0-9A-Za-z.\-/]{8,40}$/;

const blank = z.literal('').transform(() => null);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, key: string) => z.union([z.enum(values, { error: key }), blank, z.null()]).optional();
/** A decimal as a JSON number or its text, kept as text for the numeric column; at most `max`. */
const decimal = (key: string, max: number) =>
  z
    .union(
      [
        z.number({ error: key }).min(0, { error: key }).max(max, { error: key }).transform(String),
        z.string({ error: key }).trim().regex(/^\d{1,15}(\.\d{1,4})?$/, { error: key }).refine((v) => Number(v) <= max, { error: key }),
        blank,
        z.null(),
      ],
      { error: key },
    )
    .optional();
const flag = z.boolean({ error: 'field.invalid' }).nullish();
const udiDi = (key: string) => z.string({ error: key }).trim().regex(UDI_DI_PATTERN, { error: key });

/**
 * POST product/submit: a product of the caller's own, new (no id) or changed (id, version). The
 * registration card is one of the caller's REGISTRATION_CARD certificates; its number is copied
 * and its type, class and origin must be the product's (R7, checked by the server).
 */
export const productSubmitSchema = z.object({
  id: idString.nullish(),
  version: versionField,
  productName: requiredText('product.productName.required', 200),
  genericName: optionalText(200),
  brand: optionalText(64),
  manufacturerName: optionalText(128),
  productType: z.enum(PRODUCT_TYPES, { error: 'product.productType.required' }),
  managementLevel: oneOf(MANAGEMENT_LEVELS, 'product.managementLevel.invalid'),
  areaType: oneOf(AREA_TYPES, 'product.areaType.invalid'),
  registrationCertId: z.union([idString, blank, z.null()], { error: 'id.invalid' }).optional(),
  classificationCode: optionalText(8),
  medicalInsuranceCode: optionalText(27),
  highValue: flag,
  implantable: flag,
  sterile: flag,
  storageCondition: oneOf(STORAGE_CONDITIONS, 'product.storageCondition.invalid'),
  remark: optionalText(500),
});
export type ProductSubmit = z.infer<typeof productSubmitSchema>;

/** A box (2) or case (3) level of a SKU: its own DI and how many of the level below it holds. */
export const packagingLevelSchema = z.object({
  level: z.union([z.literal(2), z.literal(3)], { error: 'sku.packagingLevels.level' }),
  udiDi: udiDi('sku.udiDi.invalid'),
  containsQty: z.number({ error: 'sku.packagingLevels.containsQty' }).int({ error: 'sku.packagingLevels.containsQty' }).min(1, { error: 'sku.packagingLevels.containsQty' }).max(1_000_000, { error: 'sku.packagingLevels.containsQty' }),
});

/**
 * POST product-sku/submit: one orderable specification or model of the caller's product. Each DI
 * names one packaging level of one SKU on the whole platform and a 14-digit DI carries a valid
 * GTIN-14 check digit (R9, checked by the server).
 */
export const productSkuSubmitSchema = z.object({
  id: idString.nullish(),
  version: versionField,
  productId: requiredId('sku.productId.required'),
  skuCode: optionalText(32),
  specification: optionalText(200),
  model: optionalText(200),
  unit: requiredText('sku.unit.required', 16),
  packageQty: decimal('sku.packageQty.invalid', 9_999_999_999),
  udiDi: z.union([udiDi('sku.udiDi.invalid'), blank, z.null()], { error: 'sku.udiDi.invalid' }).optional(),
  packagingLevels: z
    .array(packagingLevelSchema, { error: 'field.invalid' })
    .max(2, { error: 'sku.packagingLevels.level' })
    .refine((levels) => new Set(levels.map((l) => l.level)).size === levels.length, { error: 'sku.packagingLevels.level' })
    .nullish(),
  referencePrice: decimal('sku.referencePrice.invalid', 99_999_999_999_999),
  platformProductCode: optionalText(64),
  remark: optionalText(500),
});
export type ProductSkuSubmit = z.infer<typeof productSkuSubmitSchema>;

/** A column of the product spreadsheet (import template, import and export): the wire field and its headings. */
export interface ProductSheetColumn {
  field: string;
  zh: string;
  en: string;
  required?: boolean;
}

/**
 * The columns of the product spreadsheet in order: one row per SKU, the product's fields repeated
 * on each of its rows. The reader takes the Chinese or the English headings, with or without `*`.
 */
export const PRODUCT_SHEET_COLUMNS: readonly ProductSheetColumn[] = [
  { field: 'productName', zh: '产品名称', en: 'Product name', required: true },
  { field: 'genericName', zh: '通用名', en: 'Generic name' },
  { field: 'brand', zh: '品牌', en: 'Brand' },
  { field: 'manufacturerName', zh: '生产企业', en: 'Manufacturer' },
  { field: 'productType', zh: '产品类型', en: 'Product type', required: true },
  { field: 'managementLevel', zh: '管理类别', en: 'Management class' },
  { field: 'areaType', zh: '产地类型', en: 'Origin' },
  { field: 'registrationNo', zh: '注册证号', en: 'Registration number' },
  { field: 'classificationCode', zh: '分类编码', en: 'Classification code' },
  { field: 'medicalInsuranceCode', zh: '医保耗材编码', en: 'Medical insurance code' },
  { field: 'highValue', zh: '高值耗材', en: 'High value' },
  { field: 'implantable', zh: '植入介入', en: 'Implantable' },
  { field: 'sterile', zh: '无菌', en: 'Sterile' },
  { field: 'storageCondition', zh: '储存条件', en: 'Storage condition' },
  { field: 'skuCode', zh: '厂家编码', en: 'Item code' },
  { field: 'specification', zh: '规格', en: 'Specification' },
  { field: 'model', zh: '型号', en: 'Model' },
  { field: 'unit', zh: '单位', en: 'Unit', required: true },
  { field: 'packageQty', zh: '包装数量', en: 'Package quantity' },
  { field: 'udiDi', zh: 'UDI-DI', en: 'UDI-DI' },
  { field: 'referencePrice', zh: '参考价格', en: 'Reference price' },
  { field: 'platformProductCode', zh: '阳光平台编码', en: 'Platform product code' },
];

/** A column's heading as the template writes it: required ones end in `*`. */
export const productSheetHeading = (c: ProductSheetColumn, lang: 'zh' | 'en' = 'zh'): string => `${c[lang]}${c.required ? '*' : ''}`;
