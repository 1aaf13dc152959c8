import { createContext, useContext } from 'react';
import type { ReportField } from '@beree/contracts';

/** The columns the designer's last preview found, shared by the columns and chart editors of the dialog. */
export interface PreviewFields {
  fields: ReportField[];
  setFields(fields: ReportField[]): void;
}

export const PreviewContext = createContext<PreviewFields>({ fields: [], setFields: () => undefined });
export const usePreviewFields = () => useContext(PreviewContext);
