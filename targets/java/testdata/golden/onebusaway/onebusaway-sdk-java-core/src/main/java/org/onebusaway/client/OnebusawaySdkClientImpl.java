// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client;

import org.onebusaway.core.ClientOptions;
import org.onebusaway.services.blocking.AgenciesWithCoverageService;
import org.onebusaway.services.blocking.AgencyService;
import org.onebusaway.services.blocking.ArrivalAndDepartureService;
import org.onebusaway.services.blocking.ArrivalsAndDeparturesForLocationService;
import org.onebusaway.services.blocking.BlockService;
import org.onebusaway.services.blocking.ConfigService;
import org.onebusaway.services.blocking.CurrentTimeService;
import org.onebusaway.services.blocking.OnebusawaySdkService;
import org.onebusaway.services.blocking.OnebusawaySdkServiceImpl;
import org.onebusaway.services.blocking.ReportProblemWithStopService;
import org.onebusaway.services.blocking.ReportProblemWithTripService;
import org.onebusaway.services.blocking.RouteIdsForAgencyService;
import org.onebusaway.services.blocking.RouteService;
import org.onebusaway.services.blocking.RoutesForAgencyService;
import org.onebusaway.services.blocking.RoutesForLocationService;
import org.onebusaway.services.blocking.ScheduleForRouteService;
import org.onebusaway.services.blocking.ScheduleForStopService;
import org.onebusaway.services.blocking.SearchForRouteService;
import org.onebusaway.services.blocking.SearchForStopService;
import org.onebusaway.services.blocking.ShapeService;
import org.onebusaway.services.blocking.StopIdsForAgencyService;
import org.onebusaway.services.blocking.StopService;
import org.onebusaway.services.blocking.StopsForAgencyService;
import org.onebusaway.services.blocking.StopsForLocationService;
import org.onebusaway.services.blocking.StopsForRouteService;
import org.onebusaway.services.blocking.TripDetailService;
import org.onebusaway.services.blocking.TripForVehicleService;
import org.onebusaway.services.blocking.TripService;
import org.onebusaway.services.blocking.TripsForLocationService;
import org.onebusaway.services.blocking.TripsForRouteService;
import org.onebusaway.services.blocking.VehiclesForAgencyService;

import java.util.function.Consumer;

public final class OnebusawaySdkClientImpl implements OnebusawaySdkClient {

    private final ClientOptions clientOptions;
    private final OnebusawaySdkService service;
    private final WithRawResponseImpl withRawResponse;

    public OnebusawaySdkClientImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.service = new OnebusawaySdkServiceImpl(clientOptions);
        this.withRawResponse = new WithRawResponseImpl(clientOptions, service.withRawResponse());
    }

    @Override
    public OnebusawaySdkClientAsync async() {
        return new OnebusawaySdkClientAsyncImpl(clientOptions);
    }

    @Override
    public OnebusawaySdkClient.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public OnebusawaySdkClient withOptions(Consumer<ClientOptions.Builder> modifier) {
        ClientOptions.Builder builder = clientOptions.toBuilder();
        modifier.accept(builder);
        return new OnebusawaySdkClientImpl(builder.build());
    }

    @Override
    public void close() {
        clientOptions.httpClient().close();
    }

    @Override
    public AgenciesWithCoverageService agenciesWithCoverage() {
        return service.agenciesWithCoverage();
    }

    @Override
    public AgencyService agency() {
        return service.agency();
    }

    @Override
    public VehiclesForAgencyService vehiclesForAgency() {
        return service.vehiclesForAgency();
    }

    @Override
    public ConfigService config() {
        return service.config();
    }

    @Override
    public CurrentTimeService currentTime() {
        return service.currentTime();
    }

    @Override
    public StopsForLocationService stopsForLocation() {
        return service.stopsForLocation();
    }

    @Override
    public StopsForRouteService stopsForRoute() {
        return service.stopsForRoute();
    }

    @Override
    public StopsForAgencyService stopsForAgency() {
        return service.stopsForAgency();
    }

    @Override
    public StopService stop() {
        return service.stop();
    }

    @Override
    public StopIdsForAgencyService stopIdsForAgency() {
        return service.stopIdsForAgency();
    }

    @Override
    public ScheduleForStopService scheduleForStop() {
        return service.scheduleForStop();
    }

    @Override
    public RouteService route() {
        return service.route();
    }

    @Override
    public RouteIdsForAgencyService routeIdsForAgency() {
        return service.routeIdsForAgency();
    }

    @Override
    public RoutesForLocationService routesForLocation() {
        return service.routesForLocation();
    }

    @Override
    public RoutesForAgencyService routesForAgency() {
        return service.routesForAgency();
    }

    @Override
    public ScheduleForRouteService scheduleForRoute() {
        return service.scheduleForRoute();
    }

    @Override
    public ArrivalsAndDeparturesForLocationService arrivalsAndDeparturesForLocation() {
        return service.arrivalsAndDeparturesForLocation();
    }

    @Override
    public ArrivalAndDepartureService arrivalAndDeparture() {
        return service.arrivalAndDeparture();
    }

    @Override
    public TripService trip() {
        return service.trip();
    }

    @Override
    public TripsForLocationService tripsForLocation() {
        return service.tripsForLocation();
    }

    @Override
    public TripDetailService tripDetails() {
        return service.tripDetails();
    }

    @Override
    public TripForVehicleService tripForVehicle() {
        return service.tripForVehicle();
    }

    @Override
    public TripsForRouteService tripsForRoute() {
        return service.tripsForRoute();
    }

    @Override
    public ReportProblemWithStopService reportProblemWithStop() {
        return service.reportProblemWithStop();
    }

    @Override
    public ReportProblemWithTripService reportProblemWithTrip() {
        return service.reportProblemWithTrip();
    }

    @Override
    public SearchForStopService searchForStop() {
        return service.searchForStop();
    }

    @Override
    public SearchForRouteService searchForRoute() {
        return service.searchForRoute();
    }

    @Override
    public BlockService block() {
        return service.block();
    }

    @Override
    public ShapeService shape() {
        return service.shape();
    }

    static final class WithRawResponseImpl implements OnebusawaySdkClient.WithRawResponse {

        private final ClientOptions clientOptions;
        private final OnebusawaySdkService.WithRawResponse service;

        WithRawResponseImpl(
                ClientOptions clientOptions, OnebusawaySdkService.WithRawResponse service) {
            this.clientOptions = clientOptions;
            this.service = service;
        }

        @Override
        public OnebusawaySdkClient.WithRawResponse withOptions(
                Consumer<ClientOptions.Builder> modifier) {
            ClientOptions.Builder builder = clientOptions.toBuilder();
            modifier.accept(builder);
            return new OnebusawaySdkClientImpl(builder.build()).withRawResponse();
        }

        @Override
        public AgenciesWithCoverageService.WithRawResponse agenciesWithCoverage() {
            return service.agenciesWithCoverage();
        }

        @Override
        public AgencyService.WithRawResponse agency() {
            return service.agency();
        }

        @Override
        public VehiclesForAgencyService.WithRawResponse vehiclesForAgency() {
            return service.vehiclesForAgency();
        }

        @Override
        public ConfigService.WithRawResponse config() {
            return service.config();
        }

        @Override
        public CurrentTimeService.WithRawResponse currentTime() {
            return service.currentTime();
        }

        @Override
        public StopsForLocationService.WithRawResponse stopsForLocation() {
            return service.stopsForLocation();
        }

        @Override
        public StopsForRouteService.WithRawResponse stopsForRoute() {
            return service.stopsForRoute();
        }

        @Override
        public StopsForAgencyService.WithRawResponse stopsForAgency() {
            return service.stopsForAgency();
        }

        @Override
        public StopService.WithRawResponse stop() {
            return service.stop();
        }

        @Override
        public StopIdsForAgencyService.WithRawResponse stopIdsForAgency() {
            return service.stopIdsForAgency();
        }

        @Override
        public ScheduleForStopService.WithRawResponse scheduleForStop() {
            return service.scheduleForStop();
        }

        @Override
        public RouteService.WithRawResponse route() {
            return service.route();
        }

        @Override
        public RouteIdsForAgencyService.WithRawResponse routeIdsForAgency() {
            return service.routeIdsForAgency();
        }

        @Override
        public RoutesForLocationService.WithRawResponse routesForLocation() {
            return service.routesForLocation();
        }

        @Override
        public RoutesForAgencyService.WithRawResponse routesForAgency() {
            return service.routesForAgency();
        }

        @Override
        public ScheduleForRouteService.WithRawResponse scheduleForRoute() {
            return service.scheduleForRoute();
        }

        @Override
        public ArrivalsAndDeparturesForLocationService.WithRawResponse
                arrivalsAndDeparturesForLocation() {
            return service.arrivalsAndDeparturesForLocation();
        }

        @Override
        public ArrivalAndDepartureService.WithRawResponse arrivalAndDeparture() {
            return service.arrivalAndDeparture();
        }

        @Override
        public TripService.WithRawResponse trip() {
            return service.trip();
        }

        @Override
        public TripsForLocationService.WithRawResponse tripsForLocation() {
            return service.tripsForLocation();
        }

        @Override
        public TripDetailService.WithRawResponse tripDetails() {
            return service.tripDetails();
        }

        @Override
        public TripForVehicleService.WithRawResponse tripForVehicle() {
            return service.tripForVehicle();
        }

        @Override
        public TripsForRouteService.WithRawResponse tripsForRoute() {
            return service.tripsForRoute();
        }

        @Override
        public ReportProblemWithStopService.WithRawResponse reportProblemWithStop() {
            return service.reportProblemWithStop();
        }

        @Override
        public ReportProblemWithTripService.WithRawResponse reportProblemWithTrip() {
            return service.reportProblemWithTrip();
        }

        @Override
        public SearchForStopService.WithRawResponse searchForStop() {
            return service.searchForStop();
        }

        @Override
        public SearchForRouteService.WithRawResponse searchForRoute() {
            return service.searchForRoute();
        }

        @Override
        public BlockService.WithRawResponse block() {
            return service.block();
        }

        @Override
        public ShapeService.WithRawResponse shape() {
            return service.shape();
        }
    }
}
