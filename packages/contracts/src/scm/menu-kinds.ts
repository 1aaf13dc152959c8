import type { PartyKind, TenantKind } from './tenant-kind';

const SUPPLIERS: PartyKind[] = ['MANUFACTURER', 'DEALER', 'FOREIGN_OFFICE'];
const HOSPITALS: PartyKind[] = ['HOSPITAL'];
const PARTIES: PartyKind[] = [...HOSPITALS, ...SUPPLIERS];
/** A hospital's own master data: profile and settings, departments, receiving addresses. */
const HOSPITAL_OWN_CODES = [
  'hospital_profile', 'hospital_profile_edit', 'hospital_settings_edit',
  'hospital_department', 'hospital_department_add', 'hospital_department_edit', 'hospital_department_delete', 'hospital_department_view',
  'receiving_address', 'receiving_address_add', 'receiving_address_edit', 'receiving_address_delete', 'receiving_address_view', 'receiving_address_default',
];

/**
 * Menus and buttons that only some kinds of tenant work with; a code not listed here is for every
 * kind, so every button under a listed menu is listed too (a button granted shows its menu). A tenant's packages and its administrator's grants are built from it, so a hospital is
 * never offered a supplier's buttons (the services refuse the wrong party in any case).
 */
export const MENU_KINDS: Record<string, PartyKind[]> = {
  supply_relation_add: SUPPLIERS,
  supply_relation_edit: SUPPLIERS,
  supply_relation_delete: SUPPLIERS,
  supply_relation_cancel: SUPPLIERS,
  supply_relation_terminate: SUPPLIERS,
  supply_relation_approve: HOSPITALS,
  supply_relation_reject: HOSPITALS,
  supply_relation_stop: HOSPITALS,
  supply_relation_resume: HOSPITALS,
  ...Object.fromEntries(HOSPITAL_OWN_CODES.map((code) => [code, HOSPITALS])),
  company_profile: SUPPLIERS,
  // Suppliers share certificates from their register; the hospital reviews them.
  ...Object.fromEntries(['certificate_share', 'certificate_share_view', 'certificate_share_approve', 'certificate_share_reject'].map((code) => [code, HOSPITALS])),
  certificate_share_add: SUPPLIERS,
  // Products are the seller's; a hospital sees what it buys in its catalog.
  ...Object.fromEntries(['product', 'product_add', 'product_edit', 'product_delete', 'product_view', 'product_stop', 'product_import', 'product_export', 'product_sku_add', 'product_sku_edit', 'product_sku_delete'].map((code) => [code, SUPPLIERS])),
  // Contracts and catalogs are between the parties of a sale: the platform is party to none.
  ...Object.fromEntries(['contract', 'contract_add', 'contract_edit', 'contract_delete', 'contract_view', 'contract_effective', 'contract_stop'].map((code) => [code, PARTIES])),
  ...Object.fromEntries(['catalog', 'catalog_edit', 'catalog_view', 'catalog_stop', 'catalog_export'].map((code) => [code, PARTIES])),
  // A supplier lists its SKUs in a hospital's catalog; the hospital maps them to its own codes and stops them.
  catalog_add: SUPPLIERS,
  catalog_delete: SUPPLIERS,
  // Purchase plans are the hospital's own; orders are between the hospital and its supplier.
  ...Object.fromEntries(['plan', 'plan_add', 'plan_edit', 'plan_delete', 'plan_view', 'plan_submit_review', 'plan_approve', 'plan_reject'].map((code) => [code, HOSPITALS])),
  ...Object.fromEntries(['indent', 'indent_view', 'indent_export'].map((code) => [code, PARTIES])),
  ...Object.fromEntries(['indent_add', 'indent_edit', 'indent_delete', 'indent_submit_review', 'indent_cancel', 'indent_close'].map((code) => [code, HOSPITALS])),
  ...Object.fromEntries(['indent_confirm', 'indent_decline'].map((code) => [code, SUPPLIERS])),
  // Delivery notes are the supplier's to write and ship; the hospital approves, returns and receives them.
  ...Object.fromEntries(['delivery', 'delivery_view', 'delivery_print', 'delivery_export'].map((code) => [code, PARTIES])),
  ...Object.fromEntries(['delivery_add', 'delivery_edit', 'delivery_delete', 'delivery_submit_review', 'delivery_withdraw'].map((code) => [code, SUPPLIERS])),
  ...Object.fromEntries(['delivery_approve', 'delivery_return', 'delivery_receive'].map((code) => [code, HOSPITALS])),
  // Surgical orders are booked, accepted and used by the hospital; the dealer releases the kit.
  ...Object.fromEntries(['surgical', 'surgical_view'].map((code) => [code, PARTIES])),
  ...Object.fromEntries(['surgical_add', 'surgical_edit', 'surgical_delete', 'surgical_accept', 'surgical_use'].map((code) => [code, HOSPITALS])),
  surgical_release: SUPPLIERS,
  // Invoices are the supplier's to write and send; the hospital approves and returns them.
  ...Object.fromEntries(['invoice', 'invoice_view', 'invoice_coverage', 'invoice_export'].map((code) => [code, PARTIES])),
  ...Object.fromEntries(['invoice_add', 'invoice_edit', 'invoice_delete', 'invoice_submit_review', 'invoice_withdraw'].map((code) => [code, SUPPLIERS])),
  ...Object.fromEntries(['invoice_approve', 'invoice_return'].map((code) => [code, HOSPITALS])),
  company_profile_edit: SUPPLIERS,
  // Settlements are read by both parties of the goods and the invoices they derive from.
  ...Object.fromEntries(['settlement', 'settlement_view', 'settlement_export'].map((code) => [code, PARTIES])),
  // Both parties follow and re-push their documents' pushes; the hospital alone configures where they go.
  ...Object.fromEntries(['push', 'push_view', 'push_repush'].map((code) => [code, PARTIES])),
  ...Object.fromEntries(['push_endpoint', 'push_endpoint_add', 'push_endpoint_edit', 'push_endpoint_delete', 'push_endpoint_view'].map((code) => [code, HOSPITALS])),
};

/**
 * Whether a tenant of that kind works with the menu or button. The platform works with none of the
 * listed ones: it reviews and reads, it is no party's clerk.
 */
export const menuFitsKind = (code: string, kind: TenantKind): boolean => MENU_KINDS[code]?.includes(kind as PartyKind) ?? true;
