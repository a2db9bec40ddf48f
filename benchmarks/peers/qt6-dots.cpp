// qt6-dots: a Qt6 peer of TouchKit's MinimalDots example for the client benchmark.
//
// A white QWidget window; one 30 px dot per QTouchEvent point, drawn where the point
// last was. Run with QT_QPA_PLATFORM=wayland. The window asks for 600 x 500
// (weston-simple-touch's size).
#include <QApplication>
#include <QHash>
#include <QPainter>
#include <QPointF>
#include <QTouchEvent>
#include <QWidget>

namespace {

constexpr double dotDiameter = 30.0;

class DotsWidget : public QWidget {
public:
    DotsWidget() {
        setAttribute(Qt::WA_AcceptTouchEvents);
        setAttribute(Qt::WA_OpaquePaintEvent);
        setWindowTitle("qt6-dots");
        resize(600, 500);
    }

protected:
    bool event(QEvent *event) override {
        switch (event->type()) {
        case QEvent::TouchBegin:
        case QEvent::TouchUpdate:
        case QEvent::TouchEnd:
        case QEvent::TouchCancel: {
            auto *touch = static_cast<QTouchEvent *>(event);
            if (event->type() == QEvent::TouchCancel) {
                dots.clear();
            } else {
                for (const QEventPoint &point : touch->points()) {
                    if (point.state() == QEventPoint::Released)
                        dots.remove(point.id());
                    else
                        dots.insert(point.id(), point.position());
                }
            }
            update();
            event->accept();
            return true;
        }
        default:
            return QWidget::event(event);
        }
    }

    void paintEvent(QPaintEvent *) override {
        QPainter painter(this);
        painter.fillRect(rect(), Qt::white);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor::fromRgbF(0.85f, 0.2f, 0.2f));
        for (const QPointF &center : dots)
            painter.drawEllipse(center, dotDiameter / 2, dotDiameter / 2);
    }

private:
    QHash<int, QPointF> dots;
};

} // namespace

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    DotsWidget widget;
    widget.show();
    return app.exec();
}
