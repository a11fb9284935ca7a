/** What a tag reader (`OpenTagReader`, `CloseTagReader`) found where it stopped. */
export type TagRead =
  /** the chunk ended inside the tag: more input decides */
  | 'pending'
  /** the tag is complete; reading goes on after its `>` */
  | 'complete'
  /** not a tag: the character where reading stopped cannot be in one (it is not consumed) */
  | 'not-a-tag'
  /** the name grew longer than the caller's limit; reading goes on where it stopped */
  | 'too-long';
