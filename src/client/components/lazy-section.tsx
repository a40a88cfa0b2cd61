// A section below the first screen: its anchor exists from the start (navigation can always reach it), its
// code loads only once it comes within about one viewport, and until then it keeps a reserved height so
// nothing shifts when it arrives.
import { type ComponentType, type LazyExoticComponent, type RefObject, Suspense, useEffect, useRef, useState } from 'react'

/** One viewport ahead, so a section is usually in place before the visitor reaches it. */
const LOAD_AHEAD = '100% 0px 100% 0px'

function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const node = element.current
    if (near || !node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: LOAD_AHEAD },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [element, near])
  return near
}

export interface LazySectionProps {
  /** The anchor id navigation scrolls to. */
  id: string
  component: LazyExoticComponent<ComponentType>
  /** Tailwind min-height classes close to the section's real height, held until its code has loaded. */
  reserve?: string
}

export function LazySection({ id, component: Section, reserve = '' }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return (
    <div id={id} ref={ref} className={`scroll-mt-16 outline-none ${near ? '' : reserve}`}>
      {near && (
        <Suspense fallback={<div className={reserve} />}>
          <Section />
        </Suspense>
      )}
    </div>
  )
}
