// librsvg: SVG documents (the icon theme's symbolic icons) drawn through Cairo.
#include <librsvg/rsvg.h>
