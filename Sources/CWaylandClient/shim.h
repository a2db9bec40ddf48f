#include <wayland-client-core.h>
#include <wayland-util.h>
