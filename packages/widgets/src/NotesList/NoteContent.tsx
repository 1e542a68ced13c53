import { createElement, Fragment, type ReactNode } from 'react';

/** The tags the server keeps in a note (its sanitiser's list); anything else shows as its text only. */
const KEPT = new Set(['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'span']);
/** Elements whose text is code or markup, not the note's words: dropped whole. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

function styleOf(element: Element): { color?: string; backgroundColor?: string } | undefined {
  if (element.tagName.toLowerCase() !== 'span') return undefined;
  const { color, backgroundColor } = (element as HTMLElement).style;
  const style = { ...(COLOUR.test(color) ? { color } : {}), ...(COLOUR.test(backgroundColor) ? { backgroundColor } : {}) };
  return Object.keys(style).length ? style : undefined;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  if (DROPPED.has(element.tagName.toLowerCase())) return null;
  const children = Array.from(element.childNodes, toReact);
  const tag = element.tagName.toLowerCase();
  if (!KEPT.has(tag)) return createElement(Fragment, { key }, ...children);
  return createElement(tag, { key, style: styleOf(element) }, ...(tag === 'br' ? [] : children));
}

/**
 * A note's rich text (HTML the server sanitised) as React elements: the server's tags and span colours are rebuilt
 * from a parsed copy, never set as HTML, so nothing the note holds can run or load.
 */
export function NoteContent({ html, className }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{Array.from(body.childNodes, toReact)}</div>;
}
