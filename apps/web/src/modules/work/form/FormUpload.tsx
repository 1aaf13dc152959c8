import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { putFile } from '@/shared/request/put-file';

/** A file of an upload field as the form stores it. */
export interface FormFile {
  name: string;
  url: string;
}

interface Props {
  id?: string;
  value?: FormFile[];
  onChange?: (value: FormFile[]) => void;
  multiple?: boolean;
  disabled?: boolean;
}

/** An upload field of a designed form: files go to the file store at once, the field keeps their names and links. */
export function FormUpload({ id, value, onChange, multiple, disabled }: Props) {
  const { t } = useTranslation('work');
  const files = value ?? [];
  const fileList: UploadFile[] = files.map((f, i) => ({ uid: `${i}-${f.url}`, name: f.name, url: f.url, status: 'done' }));
  return (
    <Upload
      id={id}
      disabled={disabled}
      multiple={multiple ?? false}
      fileList={fileList}
      onRemove={(file) => onChange?.(files.filter((f) => f.url !== file.url))}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const stored = await putFile(file as File);
          const next = { name: stored.originalName, url: stored.link };
          onChange?.(multiple ? [...files, next] : [next]);
          onSuccess?.(stored);
        } catch (error) {
          onError?.(error as Error);
        }
      }}
    >
      {!disabled && <Button icon={<UploadOutlined />}>{t('form.upload')}</Button>}
    </Upload>
  );
}
