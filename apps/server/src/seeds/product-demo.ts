import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { certificates, productSkus, products, productUdis } from '../core/db/schema';

interface DemoSku {
  specification: string;
  model?: string;
  skuCode?: string;
  unit: string;
  price: string;
  udiDi?: string;
  /** The box level: its DI and how many units it holds. */
  box?: [string, number];
}
interface DemoProduct {
  certNo: string;
  productName: string;
  genericName?: string;
  brand: string;
  manufacturerName: string;
  highValue?: boolean;
  implantable?: boolean;
  sterile?: boolean;
  storageCondition?: string;
  classificationCode?: string;
  useFlag?: string;
  remark?: string;
  skus: DemoSku[];
}

const RUIHE = '苏州瑞禾医疗器械有限公司';
const WIESEN = 'Wiesen Medizintechnik GmbH';
const JIEYUAN = '广州洁源卫生用品有限公司';

/** 瑞禾 keeps its own products (domain model §7.2); Class III SKUs carry GS1 DIs, a Class II one none yet. */
const MANUFACTURER: DemoProduct[] = [
  {
    certNo: '国械注准20193140562', productName: '一次性使用输液器 带针', genericName: '输液器', brand: '瑞禾', manufacturerName: RUIHE, sterile: true, classificationCode: '14-02',
    skus: [
      { specification: '0.7×25TWLB', model: 'SYQ-A', skuCode: 'RH-SYQ-0725', unit: '支', price: '1.80', udiDi: '06945678901232', box: ['16945678901239', 50] },
      { specification: '0.8×28TWLB', model: 'SYQ-A', skuCode: 'RH-SYQ-0828', unit: '支', price: '1.80', udiDi: '06945678901249', box: ['16945678901246', 50] },
    ],
  },
  {
    certNo: '国械注准20203140118', productName: '一次性使用无菌注射器 带针', genericName: '注射器', brand: '瑞禾', manufacturerName: RUIHE, sterile: true, classificationCode: '14-02',
    skus: [{ specification: '5ml', model: 'ZSQ-5', skuCode: 'RH-ZSQ-05', unit: '支', price: '0.35', udiDi: '06945678901256' }],
  },
  {
    certNo: '国械注准20213140907', productName: '一次性使用静脉留置针', genericName: '静脉留置针', brand: '瑞禾', manufacturerName: RUIHE, sterile: true, classificationCode: '14-01',
    skus: [{ specification: '22G', model: 'LZZ-22', skuCode: 'RH-LZZ-22', unit: '支', price: '6.50', udiDi: '06945678901263' }],
  },
  {
    certNo: '国械注准20183140771', productName: '中心静脉导管套件', genericName: '中心静脉导管', brand: '瑞禾', manufacturerName: RUIHE, sterile: true, highValue: true, classificationCode: '14-01',
    useFlag: 'STOP', remark: '注册证已过期，停止供货',
    skus: [{ specification: '双腔 7Fr 20cm', model: 'ZXJM-7F', skuCode: 'RH-ZXJM-7F20', unit: '套', price: '185.00', udiDi: '06945678901270' }],
  },
  {
    certNo: '苏械注准20212020567', productName: '一次性使用腔镜直线切割吻合器', genericName: '吻合器', brand: '瑞禾', manufacturerName: RUIHE, sterile: true, highValue: true, classificationCode: '02-13',
    skus: [{ specification: '60mm', model: 'QJ-60', skuCode: 'RH-QJ-60', unit: '把', price: '1650.00' }],
  },
];

/** The dealer keeps the products of makers that are not on the platform (an importer's, a Taiwan maker's, 洁源's). */
const DEALER: DemoProduct[] = [
  {
    certNo: '国械注进20203030612', productName: 'PTCA球囊扩张导管', brand: 'Wiesen', manufacturerName: WIESEN, sterile: true, highValue: true, classificationCode: '03-13',
    skus: [{ specification: '2.5×15mm', model: 'WB-2515', skuCode: 'KL-WB-2515', unit: '根', price: '980.00', udiDi: '04012345000016' }],
  },
  {
    certNo: '国械注进20183130245', productName: '髋关节假体 生物型股骨柄', brand: 'Wiesen', manufacturerName: WIESEN, sterile: true, highValue: true, implantable: true, classificationCode: '13-03',
    skus: [{ specification: '#11', model: 'WS-FS11', skuCode: 'KL-WS-FS11', unit: '个', price: '3100.00', udiDi: '04012345000023' }],
  },
  {
    certNo: '国械注许20202140033', productName: '一次性使用末梢采血针', brand: '康泰', manufacturerName: '台湾康泰医材股份有限公司', sterile: true, classificationCode: '14-01',
    skus: [{ specification: '28G', skuCode: 'KL-CXZ-28', unit: '盒(100支)', price: '18.00' }],
  },
  {
    certNo: '粤穗械备20210123号', productName: '医用棉签', brand: '洁源', manufacturerName: JIEYUAN, classificationCode: '14-10',
    skus: [{ specification: '非灭菌 10cm', skuCode: 'KL-MQ-10', unit: '包', price: '2.00' }],
  },
  {
    certNo: '粤卫消证字(2019)第0032号', productName: '复合碘皮肤消毒液', brand: '洁源', manufacturerName: JIEYUAN,
    skus: [{ specification: '500ml', skuCode: 'KL-XDY-500', unit: '瓶', price: '12.50' }],
  },
];

/**
 * Demo products and SKUs of the manufacturer 300001 and the dealer 200001 (domain model §7.2),
 * each linked to the tenant's registration card of that number (not a renewed one) with the
 * card's type, class and origin (R7); every DI once on the platform (R9).
 */
export async function seedProducts(tx: Executor): Promise<void> {
  for (const [tenantId, list] of [['300001', MANUFACTURER], ['200001', DEALER]] as const) {
    for (const p of list) {
      const [card] = await tx
        .select()
        .from(certificates)
        .where(and(eq(certificates.tenantId, tenantId), eq(certificates.certType, 'REGISTRATION_CARD'), eq(certificates.certNo, p.certNo), eq(certificates.archiveStatus, 'ARCHIVE'), ne(certificates.isDeleted, 1)));
      if (!card) throw new Error(`demo product ${p.productName}: no registration card ${p.certNo} in ${tenantId}`);
      const productId = nextId();
      await tx.insert(products).values({
        id: productId,
        tenantId,
        productName: p.productName,
        genericName: p.genericName ?? null,
        brand: p.brand,
        manufacturerName: p.manufacturerName,
        productType: card.productType ?? 'YLQX',
        managementLevel: card.managementLevel,
        areaType: card.areaType,
        registrationCertId: card.id,
        registrationNo: card.certNo,
        classificationCode: p.classificationCode ?? null,
        highValue: p.highValue ?? false,
        implantable: p.implantable ?? false,
        sterile: p.sterile ?? false,
        storageCondition: p.storageCondition ?? 'AMBIENT',
        useFlag: p.useFlag ?? 'USING',
        remark: p.remark ?? null,
      });
      for (const s of p.skus) {
        const skuId = nextId();
        await tx.insert(productSkus).values({
          id: skuId, tenantId, productId, skuCode: s.skuCode ?? null, specification: s.specification, model: s.model ?? null, unit: s.unit, packageQty: '1', udiDi: s.udiDi ?? null, referencePrice: s.price,
        });
        const levels = [...(s.udiDi ? [{ level: 1, udiDi: s.udiDi, containsQty: null }] : []), ...(s.box ? [{ level: 2, udiDi: s.box[0], containsQty: s.box[1] }] : [])];
        for (const l of levels) await tx.insert(productUdis).values({ id: nextId(), tenantId, skuId, ...l });
      }
    }
  }
}
