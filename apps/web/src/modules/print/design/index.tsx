import { PrintDesigner } from '../designer/PrintDesigner';

/** 模板设计 (/print/design/{id}): a document type's template in the pdfme designer, with the document's fields. */
export default function DesignPage() {
  return <PrintDesigner mode="document" />;
}
