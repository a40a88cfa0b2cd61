import { describe, expect, it } from 'vitest'
import { client, json, request } from '../helpers/client.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'

type Post = Awaited<ReturnType<typeof publicPosts>>[number]

const tag = () => `[${crypto.randomUUID().slice(0, 8)}]`

/** The owner's call by path: the tests send refused bodies and bad ids as well as good ones. */
async function call(path: string, method: string, body?: unknown): Promise<Response> {
  return request(path, { method, body }, { cookie: await adminCookie() })
}

async function createPost(fields: Record<string, unknown> = {}): Promise<Post> {
  const response = await call('/api/facebook-posts', 'POST', {
    content: `${tag()} Brotherhood Night was powerful.`,
    ...fields,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return json<Post>(response)
}

async function publicPosts() {
  const response = await client().api['facebook-posts'].$get()
  expect(response.status).toBe(200)
  return response.json()
}

describe('Facebook posts', () => {
  it('an admin creates a post with counts defaulting to 0, and visitors see it', async () => {
    const created = await createPost({ link: 'https://facebook.com/posts/1', imageUrl: 'http://cdn.example.com/a.jpg' })
    expect(created).toMatchObject({
      link: 'https://facebook.com/posts/1',
      imageUrl: 'http://cdn.example.com/a.jpg',
      postDate: null,
      likes: 0,
      comments: 0,
      shares: 0,
    })
    expect((await publicPosts()).find((post) => post.id === created.id)).toEqual(created)
  })

  it('keeps the counts and date given', async () => {
    const created = await createPost({ postDate: '2025-07-31', likes: 12, comments: 3, shares: 1 })
    expect(created).toMatchObject({ postDate: '2025-07-31', likes: 12, comments: 3, shares: 1 })
  })

  it('lists the newest first: by the post’s date, else the day it was entered', async () => {
    const old = await createPost({ postDate: '2001-01-01' })
    const undated = await createPost()
    const future = await createPost({ postDate: '2999-12-31T10:00:00Z' })
    const ids = (await publicPosts())
      .map((post) => post.id)
      .filter((id) => [old.id, undated.id, future.id].includes(id))
    expect(ids).toEqual([future.id, undated.id, old.id])
  })

  it.each([
    ['no content', { content: undefined }, { content: 'Content is required' }],
    ['blank content', { content: '   ' }, { content: 'Content is required' }],
    [
      'a link that is not a web address',
      { link: 'ftp://example.com/x' },
      { link: 'Link must be a web address starting with http:// or https://' },
    ],
    [
      'an image that is not a web address',
      { imageUrl: 'data:image/png;base64,AAAA' },
      { imageUrl: 'Image URL must be a web address starting with http:// or https://' },
    ],
    ['a date that is not one', { postDate: 'yesterday' }, { postDate: 'Post date must be a date, like 2025-07-31' }],
    ['negative likes', { likes: -1 }, { likes: 'Likes cannot be negative' }],
    ['fractional comments', { comments: 1.5 }, { comments: 'Comments must be a whole number' }],
    ['shares as text', { shares: '3' }, { shares: 'Shares must be a number' }],
  ])('%s: 400 with its message', async (_case, overrides, fields) => {
    const content = `${tag()} refused`
    await expectFieldErrors(await call('/api/facebook-posts', 'POST', { content, ...overrides }), fields)
    expect((await publicPosts()).some((post) => post.content === content)).toBe(false)
  })

  it('refuses unknown fields', async () => {
    await expectError(await call('/api/facebook-posts', 'POST', { content: 'x', title: 'y' }), 400)
  })

  it('an edit replaces the post', async () => {
    const created = await createPost({ likes: 5, link: 'https://example.com' })
    const edit = {
      content: `${tag()} Edited`,
      link: null,
      imageUrl: 'https://example.com/b.png',
      postDate: '2025-08-01',
      likes: 7,
      comments: 2,
      shares: 0,
    }
    const response = await call(`/api/facebook-posts/${created.id}`, 'PUT', edit)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ...edit, id: created.id, createdAt: created.createdAt })
    expect((await publicPosts()).find((post) => post.id === created.id)).toMatchObject(edit)
  })

  it('an edit is validated like a new post', async () => {
    const created = await createPost()
    await expectFieldErrors(await call(`/api/facebook-posts/${created.id}`, 'PUT', { content: '' }), {
      content: 'Content is required',
    })
    expect((await publicPosts()).find((post) => post.id === created.id)).toEqual(created)
  })

  it('deleting a post removes it; a post that is gone is 404 to edit or delete', async () => {
    const created = await createPost()
    const response = await call(`/api/facebook-posts/${created.id}`, 'DELETE')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deleted: created.id })
    expect((await publicPosts()).some((post) => post.id === created.id)).toBe(false)
    expect((await expectError(await call(`/api/facebook-posts/${created.id}`, 'DELETE'), 404)).message).toBe(
      'Facebook post not found',
    )
    await expectError(await call(`/api/facebook-posts/${created.id}`, 'PUT', { content: 'x' }), 404)
    await expectError(await call('/api/facebook-posts/0', 'DELETE'), 400)
  })
})

it('its admin calls are on the guarded admin router, none on the public one', () => {
  expectAdminOnly(['POST /facebook-posts', 'PUT /facebook-posts/:id', 'DELETE /facebook-posts/:id'])
})

describe('the home page social feed', () => {
  it("shows the owner's new post at once, not after the feed's 10-minute cache", async () => {
    expect((await client().api.facebook.posts.$get()).status).toBe(200)
    const created = await createPost()
    const feed = await json<{ message: string }[]>(await client().api.facebook.posts.$get())
    expect(feed.map((post) => post.message)).toContain(created.content)
  })
})
