// Pango (with HarfBuzz shaping and fontconfig font selection) drawing through Cairo.
#include <pango/pangocairo.h>
