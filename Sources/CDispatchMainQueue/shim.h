/*
 * The two hooks libdispatch exports for a run loop that drives the main queue on the
 * main thread (CoreFoundation's run loop uses them). On Linux the handle is an
 * eventfd that becomes readable when work is queued on the main queue; the callback
 * runs that work. Declarations only: the functions are in libdispatch.so, which every
 * Swift program on Linux links. They are libdispatch's private interface for run loops
 * (Linux here): an app using TouchKitWayland must not also run `RunLoop.main.run()`,
 * which would drive the same queue.
 */
#ifndef TOUCHKIT_DISPATCH_MAIN_QUEUE_H
#define TOUCHKIT_DISPATCH_MAIN_QUEUE_H

int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);

#endif
