#include <wayland-server-core.h>
#include <wayland-util.h>
