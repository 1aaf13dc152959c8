// The statements our server sends for each measured call, in order, as PostgreSQL receives them
// (read off the pg driver with the server on the demo data; the delivery list's projection is the
// note's columns and its line count). The bare stack runs exactly these, so the difference between
// the two servers is everything but the SQL. When a list's SQL changes, change it here too.

const CONTEXT = "select set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true), set_config('role', $3, true)";

const DELIVERY_COLUMNS = `"id", "tenant_id", "hospital_tenant_id", "supplier_tenant_id", "hospital_name", "supplier_name", "delivery_no", "delivery_type", "delivery_status", "invoice_with_goods", "ship_date", "expected_arrival_date", "receiving_address_id", "warehouse_name", "receiving_address", "receiver", "receiver_phone", "shipper_name", "shipper_phone", "logistics_method", "carrier_name", "waybill_no", "vehicle_plate_no", "sales_rep_user_id", "sales_rep_name", "cold_chain", "total_qty", "total_amount", "received_amount", "return_reason", "remark", "print_count", "submitted_at", "approved_at", "received_at", "create_user", "create_dept", "create_time", "update_user", "update_time", "status", "is_deleted", "version", (select count(*)::int from scm_delivery_line l where l.delivery_id = scm_delivery.id) as "line_count"`;

const TODO_PAGE = `select "wf_task"."id", "wf_task"."name", "wf_task"."task_def_key", "wf_task"."form_key", "wf_task"."assignee", "wf_task"."owner", "wf_task"."delegation", "wf_task"."created_at", "wf_task"."claim_time", "wf_task"."ended_at", "wf_task"."outcome", "wf_proc_inst"."id", "wf_proc_inst"."title", "wf_proc_inst"."def_key", "wf_proc_inst"."def_name", "wf_proc_inst"."category", "wf_proc_inst"."business_key", "wf_proc_inst"."start_user_id", "wf_proc_inst"."start_user_name", "wf_proc_inst"."start_time", "wf_proc_inst"."state" from (select "id" from "wf_task" where ("wf_task"."tenant_id" = $1 and ("wf_task"."ended_at" is null and "wf_task"."assignee" = $2)) order by "wf_task"."created_at" desc, "wf_task"."id" desc limit $3) "page_ids" inner join "wf_task" on ("wf_task"."tenant_id" = $4 and "wf_task"."id" = "page_ids"."id") inner join "wf_proc_inst" on ("wf_proc_inst"."tenant_id" = "wf_task"."tenant_id" and "wf_proc_inst"."id" = "wf_task"."proc_inst_id") order by "wf_task"."created_at" desc, "wf_task"."id" desc`;

/**
 * Each call: our path, and the statements of its one transaction (after BEGIN and the context)
 * with their parameters for tenant `t` and user `u`.
 */
export const CALLS = {
  'param list': {
    path: '/api/blade-system/param/list?current=1&size=10',
    statements: () => [
      ['select count(*) from "blade_param" where "blade_param"."is_deleted" = $1', [0]],
      ['select "id", "tenant_id", "param_name", "param_key", "param_value", "remark", "create_user", "create_dept", "create_time", "update_user", "update_time", "status", "is_deleted", "version" from "blade_param" where "blade_param"."is_deleted" = $1 order by "blade_param"."create_time" desc, "blade_param"."id" desc limit $2', [0, 10]],
    ],
  },
  'delivery list': {
    path: '/api/beree-scm/delivery/list?current=1&size=10',
    statements: () => [
      ['select count(*) from "scm_delivery" where "scm_delivery"."is_deleted" = $1', [0]],
      [`select ${DELIVERY_COLUMNS} from "scm_delivery" where "scm_delivery"."is_deleted" = $1 order by "scm_delivery"."create_time" desc, "scm_delivery"."id" desc limit $2`, [0, 10]],
    ],
  },
  '待办 (todoList)': {
    path: '/api/blade-workflow/process/todoList?current=1&size=10',
    statements: (t, u) => [
      [TODO_PAGE, [t, u, 10, t]],
      ['select count(*) from "wf_task" where ("wf_task"."tenant_id" = $1 and ("wf_task"."ended_at" is null and "wf_task"."assignee" = $2))', [t, u]],
    ],
  },
};

export { CONTEXT };
