import { PrintDesigner } from '../designer/PrintDesigner';

/** 自定义模板设计 (/print-custom-design/{id}): a free template in the pdfme designer, with its sample data. */
export default function CustomDesignPage() {
  return <PrintDesigner mode="custom" />;
}
