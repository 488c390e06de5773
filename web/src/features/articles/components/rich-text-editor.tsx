// The rich-text editor (part 2 §5), Quill 2 with the snow theme. Loaded lazily (see lazy-editor.tsx): Quill and
// its CSS stay in this chunk.
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import './editor.css';
import { useEffect, useRef } from 'react';
import { t } from '../../../lib/i18n';
import {
  FORMATS,
  HISTORY,
  headerPickerText,
  IMAGE_TYPES,
  isBlankHtml,
  LINK_PROTOCOLS,
  pickerItemLabel,
  sanitizeLinkUrl,
  TOOLBAR_LABELS,
  TOOLBARS,
  TOOLTIP_WORDS,
  type ToolbarKind,
  toEmbedUrl,
} from './editor-config';

interface SanitizingFormat {
  sanitize(url: string): string;
  PROTOCOL_WHITELIST: string[];
}

let registered = false;
/** Once per page: links keep only http, https, mailto and tel; videos become YouTube/Vimeo embed addresses. */
function registerFormats() {
  if (registered) return;
  registered = true;
  const Link = Quill.import('formats/link') as unknown as SanitizingFormat & (new (...args: never[]) => object);
  class SafeLink extends Link {
    static PROTOCOL_WHITELIST = [...LINK_PROTOCOLS];
    static sanitize(url: string) {
      return sanitizeLinkUrl(url);
    }
  }
  const Video = Quill.import('formats/video') as unknown as SanitizingFormat & (new (...args: never[]) => object);
  class EmbedVideo extends Video {
    static sanitize(url: string) {
      return sanitizeLinkUrl(toEmbedUrl(url));
    }
  }
  // Indent (ql-indent-1 … 8), font (serif, monospace) and size (small, large, huge) keep Quill's whitelists,
  // which are exactly the levels and choices of part 2 §5.
  Quill.register({ 'formats/link': SafeLink, 'formats/video': EmbedVideo }, true);
}

/**
 * Gives the toolbar's buttons and pickers accessible names (Quill renders them unnamed), and the header picker
 * its visible words, all in the page's language.
 */
function labelToolbar(toolbar: HTMLElement, editorName: string) {
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', t('{name} formatting', { name: editorName }));
  const formatOf = (el: Element) => [...el.classList].map((c) => c.slice(3)).find((c) => c in TOOLBAR_LABELS);
  toolbar.querySelectorAll('button').forEach((btn) => {
    const format = formatOf(btn);
    if (!format) return;
    const label = TOOLBAR_LABELS[format];
    const name = typeof label === 'string' ? label : label?.[btn.value];
    if (name) btn.setAttribute('aria-label', t(name));
  });
  toolbar.querySelectorAll('.ql-picker').forEach((picker) => {
    const format = formatOf(picker);
    if (!format) return;
    const label = TOOLBAR_LABELS[format];
    const pickerLabel = picker.querySelector('.ql-picker-label');
    pickerLabel?.setAttribute('aria-label', typeof label === 'string' ? t(label) : format);
    picker.querySelectorAll('.ql-picker-item').forEach((item) => {
      const value = item.getAttribute('data-value');
      item.setAttribute('aria-label', pickerItemLabel(format, value));
      // Quill's CSS shows an option's data-label instead of its English word, and copies it to the picker's
      // label when the option is chosen.
      if (format === 'header') item.setAttribute('data-label', headerPickerText(value));
    });
    // The picker's label shows the chosen option's words (Quill keeps them in step from here on).
    if (format === 'header')
      pickerLabel?.setAttribute('data-label', headerPickerText(pickerLabel.getAttribute('data-value')));
  });
}

export interface RichTextEditorProps {
  /** Initial HTML; later changes of the prop are not applied (remount with a key to reset). */
  value: string;
  /** The HTML, or '' when the editor holds no text, image or video. */
  onChange(html: string): void;
  onBlur?(): void;
  toolbar?: ToolbarKind;
  /** Accessible name of the editing area and its toolbar. */
  label: string;
  /** id of the visible label element, when there is one. */
  labelledBy?: string;
  placeholder?: string;
  invalid?: boolean;
}

export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  toolbar = 'default',
  label,
  labelledBy,
  placeholder,
  invalid,
}: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const latest = useRef({ onChange, onBlur });
  const initial = useRef(value);
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is built once per mount; toolbar, placeholder and labels are fixed for its life
  useEffect(() => {
    registerFormats();
    const container = host.current!;
    const mount = document.createElement('div');
    container.appendChild(mount);
    const quill = new Quill(mount, {
      theme: 'snow',
      placeholder,
      formats: FORMATS,
      modules: { toolbar: TOOLBARS[toolbar], history: HISTORY, uploader: { mimetypes: IMAGE_TYPES } },
    });
    quillRef.current = quill;
    if (initial.current) quill.setContents(quill.clipboard.convert({ html: initial.current }), 'silent');
    quill.history.clear();

    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    if (labelledBy) root.setAttribute('aria-labelledby', labelledBy);
    else root.setAttribute('aria-label', label);
    const tb = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
    if (tb) labelToolbar(tb, label);
    const address = container.querySelector('.ql-tooltip input[type=text]');
    address?.setAttribute('aria-label', t('Address'));
    address?.setAttribute('data-video', t('Embed URL'));
    // The tooltip's words come from Quill's CSS; editor.css reads them from these properties.
    for (const [name, word] of Object.entries(TOOLTIP_WORDS))
      container.style.setProperty(name, `"${t(word).replace(/["\\]/g, '\\$&')}"`);

    const changed = () => {
      const html = root.innerHTML;
      latest.current.onChange(isBlankHtml(html) ? '' : html);
    };
    const blurred = () => latest.current.onBlur?.();
    quill.on('text-change', changed);
    root.addEventListener('blur', blurred);
    return () => {
      quill.off('text-change', changed);
      root.removeEventListener('blur', blurred);
      quillRef.current = null;
      container.replaceChildren();
    };
  }, []);

  useEffect(() => {
    quillRef.current?.root.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  }, [invalid]);

  return <div ref={host} className={`rich-text-editor ${invalid ? 'rich-text-editor-invalid' : ''}`} />;
}
