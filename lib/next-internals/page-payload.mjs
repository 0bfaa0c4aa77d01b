// @ts-check
/**
 * The data React hydrates a page from (its payload), as Next.js 16 writes it into the page: inline
 * scripts that queue it on `self.__next_f`, read once as the framework starts. Next.js offers no
 * setting to write it to a file; the after-build step moves it to one (lib/hosting/).
 */

/** `(self.__next_f=self.__next_f||[]).push([0])`, then `self.__next_f.push([1,"…"])` per piece. */
export const PAYLOAD_PUSH = /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*\])\)$/;

/** The kinds of piece: the bootstrap that opens the queue, and a piece of the payload's text. */
export const PAYLOAD_PIECE = { bootstrap: 0, text: 1 };

/**
 * The script that queues a payload fetched as text `t` (a variable of the loader's), as the
 * page's own inline scripts would have: the bootstrap, then the text in one piece.
 */
export const queuePayload = (/** @type {string} */ t) => `(self.__next_f=self.__next_f||[]).push([${PAYLOAD_PIECE.bootstrap}],[${PAYLOAD_PIECE.text},${t}])`;

/** The name the queue has in the page, which nothing may leave behind once the payload is a file. */
export const PAYLOAD_QUEUE = '__next_f';
