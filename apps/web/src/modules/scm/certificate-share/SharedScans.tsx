import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { AttachmentViewer } from '../certificate/AttachmentViewer';
import { isPdf, type CertFile } from '../certificate/api';
import { scanObjectUrl } from './api';

/**
 * The scans of a shared certificate in the register's viewer. Images are read through the request
 * client first (the share's file route wants the session's token) and shown from local object
 * URLs; PDFs the viewer reads that way itself.
 */
export function SharedScans({ shareId, files }: { shareId: string; files: CertFile[] }) {
  const { data } = useQuery({
    queryKey: ['certificate-share', 'scans', shareId, files.map((f) => f.attachId)],
    queryFn: () => Promise.all(files.map(async (file) => (isPdf(file) ? file : { ...file, link: await scanObjectUrl(file) }))),
    staleTime: Infinity,
    gcTime: 0,
  });
  useEffect(
    () => () => {
      for (const file of data ?? []) if (file.link.startsWith('blob:')) URL.revokeObjectURL(file.link);
    },
    [data],
  );
  if (!data) return <Spin />;
  return <AttachmentViewer files={data} />;
}
