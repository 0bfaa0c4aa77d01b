import Markdoc, { Tag, type RenderableTreeNode } from '@markdoc/markdoc';
import * as React from 'react';

import { CardImage } from '@/components/cards/card-image';
import { KeyFigure } from '@/components/sections/key-figures/key-figures.section';
import { FittedWords } from '@/components/ui/fitted-words';
import { isDrawing } from '@/lib/images/card-images';

import styles from './article-body.module.css';

/** The body's images fill its column: at most 65 characters of 1.125rem text, less the page's padding on a phone. */
const BODY_IMAGE_SIZES = '(min-width: 48rem) 42rem, calc(100vw - 2.5rem)';

/** A subheading of the body, set like every heading of the site (components/ui/fitted-words.tsx). */
function Heading({ level, children }: { level: 2 | 3; children: string }) {
  const Element = level === 2 ? 'h2' : 'h3';
  const text = React.Children.toArray(children).join('');
  return (
    <Element className={level === 2 ? '@container mt-12 text-heading font-semibold tracking-tight' : '@container mt-10 text-lg font-semibold'}>
      <FittedWords text={text} />
    </Element>
  );
}

function ArticleImage({ src, alt }: { src: string; alt: string }) {
  return (
    <figure className={`${isDrawing(src) ? styles.drawing : styles.photo} mt-10 overflow-hidden rounded-2xl`}>
      <CardImage src={src} alt={alt} sizes={BODY_IMAGE_SIZES} priority={false} shape="own" />
    </figure>
  );
}

function ArticleLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} className="font-medium text-accent underline">
      {children}
    </a>
  );
}

/**
 * The tree with its subheadings drawn by Heading (Markdoc names them h2 and h3), each key figure
 * given the label of its source, and each image out of the paragraph Markdown puts it in.
 */
function withComponents(node: RenderableTreeNode, sourceLabel: string): RenderableTreeNode {
  if (!Tag.isTag(node)) return node;
  const children = node.children.map((child) => withComponents(child, sourceLabel));
  if (node.name === 'h2' || node.name === 'h3') return new Tag('Heading', { level: Number(node.name[1]) }, children);
  if (node.name === 'KeyFigure') return new Tag('KeyFigure', { ...node.attributes, sourceLabel, className: 'mt-10' }, children);
  // An image is a paragraph of its own in Markdown, and a figure cannot be in a paragraph: the
  // browser would close the paragraph before it, and the page's HTML would not match its script.
  if (node.name === 'p' && children.length === 1 && Tag.isTag(children[0]) && children[0].name === 'ArticleImage') return children[0];
  return new Tag(node.name, node.attributes, children);
}

type ArticleBodyProps = { body: RenderableTreeNode; sourceLabel: string };

/** An article's body (Markdoc), set for reading: 60 to 75 characters a line. */
export function ArticleBody({ body, sourceLabel }: ArticleBodyProps) {
  // Markdoc's root is an <article>: the page is that already, so its children are drawn here.
  const root = withComponents(body, sourceLabel);
  const blocks = Tag.isTag(root) ? root.children : [root];
  return (
    <div className={`${styles.body} text-lg leading-relaxed text-foreground`}>
      {Markdoc.renderers.react(blocks, React, { components: { Heading, ArticleImage, ArticleLink, KeyFigure } })}
    </div>
  );
}
