import { useEffect, useState } from 'react';
import { Input } from 'antd';

interface CommitInputProps {
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  multiline?: boolean;
  'aria-label'?: string;
}

/**
 * A text of the diagram, written when the field is left or Enter is pressed: one change per edit
 * in the undo history, and no half-typed id ever reaches the diagram.
 */
export function CommitInput({ value, onCommit, placeholder, multiline, ...rest }: CommitInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  if (multiline)
    return <Input.TextArea {...rest} value={text} placeholder={placeholder} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(e) => setText(e.target.value)} onBlur={commit} />;
  return <Input {...rest} value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} onBlur={commit} onPressEnter={commit} />;
}
